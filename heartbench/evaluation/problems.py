"""How an unscored verdict's problem starts, shared by the judge and the catastrophic confirmation."""

CALL_FAILED = "judge call failed"
"""A verdict's problem starts with this when a judge call itself failed after the retries: the
pair stays unfinished and a rerun asks again."""
