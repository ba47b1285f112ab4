import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# remote play: no test announces or looks for tables on the network (multicast DNS)
os.environ["MEDICI_TABLE_NO_LAN"] = "1"
