"""Computer opponents (random, heuristic, search). They see only views."""
