"""Medici Table: five Renaissance-court games on one computer, rules enforced."""

__version__ = "0.1.0"
