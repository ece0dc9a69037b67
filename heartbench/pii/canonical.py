"""The canonical key of a value: the form its spellings share, so one value written several ways
(138 1234 5678, 13812345678, +86 138-1234-5678; 0912-345-678 and +886 912 345 678) gets one
surrogate, laid out each way it was written."""

from __future__ import annotations

import re

from heartbench.pii import recognizers as types


def canonical(entity_type: str, value: str) -> str:
    """The form two spellings of one value share: digits of numbers, the plain address of an
    obfuscated e-mail, a plate without separators."""
    # Taiwan, Hong Kong, Singapore, a Spanish NIE, and a Spanish DNI by its letter at the end (12345678Z; not the X of
    # ours, whose digits may be written full width)
    first, last = value[:1], value[-1:]
    lettered = (first.isascii() and first.isalpha()) or (last.isascii() and last.isalpha() and last not in "xX")
    if entity_type == types.ID_CARD and lettered:
        return re.sub(r"[^0-9A-Za-z]", "", value).upper()
    if entity_type in {types.MOBILE, types.LANDLINE, types.ID_CARD, types.BANK_CARD, types.QQ}:
        digits = re.sub(r"\D", "", _arabic(value)).upper() + ("X" if value[-1:] in "xX" else "")
        if entity_type == types.MOBILE:
            regional = _REGIONAL_MOBILE.fullmatch(digits)
            if regional:  # Taiwan, Hong Kong, Macau, Singapore, Malaysia: the national number
                return regional.group(1) or regional.group(2) or regional.group(3)
            if len(digits) > 11:
                digits = digits[-11:]  # +86 / 0086
        return digits
    if entity_type == types.EMAIL:
        return re.sub(r"\s?(?:#|＃|[(\[（]at[)\]）]|\sat\s)\s?", "@", value).lower()
    if entity_type in {types.PLATE, types.TRAVEL_DOCUMENT, types.WECHAT}:
        return re.sub(r"[\s·•・.\-]", "", value).upper()
    return value


# the national number of a Taiwan (09…), Hong Kong or Macau (8 digits), Singapore (+65, 8 digits) or
# Malaysian (01…) mobile, without its country code or trunk 0
_REGIONAL_MOBILE = re.compile(r"(?:00)?(?:886|0)(9\d{8})|(?:00)?(?:85[23]|65)?([2-9]\d{7})|(?:00)?(?:60|0)(1[1-9]\d{7,8})")


def _arabic(value: str) -> str:
    """Chinese digits of a number read aloud (一三八…, 幺) as Arabic digits."""
    return value.translate(str.maketrans("零〇一幺二两三四五六七八九", "0011223456789"))
