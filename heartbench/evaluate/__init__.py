"""Evaluation: scoring, the judge, answer generation and the standard evaluation pass."""
