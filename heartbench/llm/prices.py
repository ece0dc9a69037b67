"""Cost estimates from the price table (`prices.toml` beside this module)."""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path
from typing import Any, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from heartbench.errors import ConfigError
from heartbench.jsonio import validation_problem
from heartbench.llm.types import Usage

DEFAULT_TABLE = Path(__file__).with_name("prices.toml")
PER_TOKEN = 1e-6  # prices are per million tokens


class Price(BaseModel):
    """USD per million tokens for the models matching `models`."""

    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)

    models: list[str] = Field(min_length=1)
    """Shell-style patterns on `provider/model`."""
    input: float = Field(ge=0)
    """Prompt tokens at the full rate."""
    output: float = Field(ge=0)
    """Reply tokens."""
    cache_write: float | None = Field(None, ge=0)
    """Prompt tokens written to the cache (default: the input price)."""
    cache_read: float | None = Field(None, ge=0)
    """Prompt tokens read from the cache (default: the input price)."""


class PriceFile(BaseModel):
    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)

    batch_factor: float = Field(0.5, gt=0, le=1)
    """Share of the normal price billed for batch calls."""
    price: list[Price] = Field(default_factory=list)
    """Entries, first match wins."""


class Cost(NamedTuple):
    usd: float
    priced: bool
    """False when no entry matched (the estimate is then 0)."""


class PriceTable:
    def __init__(self, table: PriceFile):
        self.table = table

    @classmethod
    def load(cls, path: Path | None = None) -> PriceTable:
        path = Path(path) if path is not None else DEFAULT_TABLE
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise ConfigError(path, "price table not found") from None
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(path, f"not valid TOML ({exc})") from None
        try:
            return cls(PriceFile.model_validate(data))
        except ValidationError as exc:
            raise ConfigError(path, validation_problem(exc)) from None

    def with_entries(self, prices: dict[str, Any]) -> PriceTable:
        """This table with bench.toml's `[prices."pattern"]` entries in front (they win)."""
        extra = [Price(models=[pattern], **settings.model_dump()) for pattern, settings in prices.items()]
        return PriceTable(self.table.model_copy(update={"price": [*extra, *self.table.price]}))

    def lookup(self, model: str) -> Price | None:
        for entry in self.table.price:
            if any(fnmatch.fnmatchcase(model, pattern) for pattern in entry.models):
                return entry
        return None

    def cost(self, model: str, usage: Usage, *, batch: bool = False) -> Cost:
        price = self.lookup(model)
        if price is None:
            return Cost(0.0, False)
        write = price.input if price.cache_write is None else price.cache_write
        read = price.input if price.cache_read is None else price.cache_read
        usd = PER_TOKEN * (
            usage.input_tokens * price.input
            + usage.output_tokens * price.output
            + usage.cache_creation_input_tokens * write
            + usage.cache_read_input_tokens * read
        )
        return Cost(usd * (self.table.batch_factor if batch else 1.0), True)
