"""HeartBench Kit: build, evaluate and release HeartBench-style benchmarks."""

__version__ = "0.1.0"
