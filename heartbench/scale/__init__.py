"""Running the seeds stages beyond one machine: executors (this machine, or datatrove's local,
Slurm and Ray executors) behind one `map`, and `seeds run`, the whole seeds chain in one command."""
