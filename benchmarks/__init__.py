"""Repeatable performance measurements (run: python -m benchmarks)."""
