import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# painted on the calling thread, as the program paints (ui/pixcache.paint_serially)
os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
# remote play: no test announces or looks for tables on the network (multicast DNS)
os.environ["MEDICI_TABLE_NO_LAN"] = "1"
