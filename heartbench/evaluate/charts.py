"""The report's charts, drawn with matplotlib as inline SVG text.

Text stays text in the SVG (`svg.fonttype = none`), so the browser draws the labels with its
own fonts — Chinese labels included — and the file needs no embedded font. The hash salt and
metadata are fixed, so the same facts give the same bytes.
"""

from __future__ import annotations

import io
import math
import re
from typing import Any

_STYLE = {"svg.fonttype": "none", "svg.hashsalt": "heartbench", "font.size": 9, "xtick.labelsize": 8, "ytick.labelsize": 8, "axes.spines.top": False,
          "axes.spines.right": False}  # fmt: skip
MIN_FONT = 8
"""Smallest label size in points: 8 pt is 10.7 px at the chart's natural size, which the report
keeps on every screen (a narrow one scrolls the chart in its own box instead of shrinking it)."""
_COLOURS = ("#1b6ca8", "#d1495b", "#edae49", "#00798c", "#66a182", "#8d5a97", "#30638e", "#a8763e")


def colour(index: int) -> str:
    return _COLOURS[index % len(_COLOURS)]


def _svg(figure) -> str:
    # deferred: matplotlib takes ~0.5 s to import; only the report draws charts
    import matplotlib.pyplot as plt

    buffer = io.StringIO()
    figure.savefig(buffer, format="svg", bbox_inches="tight", metadata={"Date": None, "Creator": None})
    plt.close(figure)
    text = buffer.getvalue()
    text = re.sub(r"<metadata>.*?</metadata>\s*", "", text, flags=re.DOTALL)  # RDF boilerplate
    return text[text.index("<svg"):]  # drop the XML declaration and doctype: inline SVG in HTML


def _pyplot():
    # deferred: matplotlib takes ~0.5 s to import; only the report draws charts
    import matplotlib

    matplotlib.use("Agg", force=True)
    # deferred: matplotlib takes ~0.5 s to import; only the report draws charts
    import matplotlib.pyplot as plt

    return plt


def radar(facts: dict[str, Any]) -> str:
    """One radar chart per model over the capabilities any model has a score for."""
    plt = _pyplot()
    labels = [row["en"] for row in facts["capabilities"]]
    models = facts["models"]
    if len(labels) < 3 or not models:
        return ""
    angles = [2 * math.pi * i / len(labels) for i in range(len(labels))]
    columns = min(3, len(models))
    rows = math.ceil(len(models) / columns)
    with plt.rc_context(_STYLE):
        figure, axes = plt.subplots(rows, columns, subplot_kw={"projection": "polar"}, figsize=(4.2 * columns, 4.2 * rows), squeeze=False)
        for index, model in enumerate(models):
            ax = axes[index // columns][index % columns]
            values = [row["scores"].get(model) or 0.0 for row in facts["capabilities"]]
            ax.plot([*angles, angles[0]], [*values, values[0]], color=colour(index), linewidth=1.5)
            ax.fill([*angles, angles[0]], [*values, values[0]], color=colour(index), alpha=0.2)
            ax.set_xticks(angles, labels, fontsize=MIN_FONT)
            ax.set_ylim(0, 100)
            ax.set_yticks([25, 50, 75, 100], ["25", "50", "75", "100"], fontsize=MIN_FONT)
            ax.set_title(model, fontsize=9, pad=14)
        for index in range(len(models), rows * columns):
            axes[index // columns][index % columns].set_visible(False)
        return _svg(figure)


def difficulty_bars(facts: dict[str, Any]) -> str:
    """Normal and Hard overall per model, side by side."""
    plt = _pyplot()
    models = facts["models"]
    if not models:
        return ""
    with plt.rc_context(_STYLE):
        figure, ax = plt.subplots(figsize=(max(4.0, 1.4 * len(models) + 1), 3.2))
        width = 0.38
        for offset, (subset, shade) in enumerate((("normal", "#1b6ca8"), ("hard", "#d1495b"))):
            values = [facts["difficulty"][m][subset] for m in models]
            xs = [i + (offset - 0.5) * width for i in range(len(models))]
            ax.bar(xs, [v or 0.0 for v in values], width, label=subset.capitalize(), color=shade)
            for x, value in zip(xs, values):
                ax.annotate("n/a" if value is None else f"{value:.1f}", (x, value or 0.0), ha="center", va="bottom", fontsize=MIN_FONT)
        ax.set_xticks(range(len(models)), models, rotation=20, ha="right")
        ax.set_ylim(0, 105)
        ax.set_ylabel("overall (0-100)")
        ax.legend(frameon=False)
        return _svg(figure)


def length_scatter(facts: dict[str, Any]) -> str:
    """Answer length against case score, one colour per model."""
    plt = _pyplot()
    with plt.rc_context(_STYLE):
        figure, ax = plt.subplots(figsize=(5.5, 3.4))
        drawn = False
        for index, model in enumerate(facts["models"]):
            entry = facts["length"][model]
            if not entry["points"]:
                continue
            rho = entry["spearman_rho"]
            label = f"{model} (ρ = {'—' if rho is None else f'{rho:.2f}'})"
            ax.scatter([p[0] for p in entry["points"]], [p[1] for p in entry["points"]], s=14, alpha=0.7, color=colour(index), label=label)
            drawn = True
        if not drawn:
            plt.close(figure)
            return ""
        ax.set_xlabel("answer length (characters)")
        ax.set_ylabel("case score (0-100)")
        ax.set_ylim(-3, 103)
        ax.legend(frameon=False, fontsize=MIN_FONT)
        return _svg(figure)
