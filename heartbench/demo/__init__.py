"""The offline demo: a packaged workspace (`workspace/`) and `heartbench demo` (`run`, `cli`)."""
