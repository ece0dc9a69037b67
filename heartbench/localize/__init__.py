"""Localised variants: cases translated and culturally adapted into another language (`heartbench localize`)."""
