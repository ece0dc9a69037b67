"""Seed corpus stages: ingest raw files, clean/filter/deduplicate/tag, anonymise.

`heartbench seeds ingest` turns files into `SeedDoc` records (stages/seeds-ingest),
`heartbench seeds clean` normalises, filters, deduplicates and scene-tags them
(stages/seeds-clean), `heartbench seeds anonymize` replaces personal data.
"""
