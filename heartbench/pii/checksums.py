"""Check digits of Chinese resident identity numbers (GB 11643-1999) and bank cards (Luhn)."""

from __future__ import annotations

import datetime as _dt

_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_ID_CHECK_CHARS = "10X98765432"


def id_check_char(body: str) -> str:
    """The 18th character of an identity number from its first 17 digits."""
    total = sum(int(digit) * weight for digit, weight in zip(body, _ID_WEIGHTS, strict=True))
    return _ID_CHECK_CHARS[total % 11]


def id_birth_date(number: str) -> _dt.date | None:
    """The birth date encoded in digits 7-14, or None when it is not a real date."""
    try:
        return _dt.date(int(number[6:10]), int(number[10:12]), int(number[12:14]))
    except ValueError:
        return None


def is_valid_id(number: str) -> bool:
    """True for an 18-character identity number with a real birth date and a correct check digit."""
    if len(number) != 18 or not number[:17].isdigit():
        return False
    return id_birth_date(number) is not None and id_check_char(number[:17]) == number[17].upper()


def luhn_check_digit(body: str) -> str:
    """The digit that makes `body + digit` pass the Luhn check."""
    total = 0
    for position, char in enumerate(reversed(body)):
        value = int(char)
        if position % 2 == 0:  # these positions are doubled once the check digit is appended
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return str((10 - total % 10) % 10)


def luhn_valid(digits: str) -> bool:
    """True when a string of digits passes the Luhn check (bank card numbers do)."""
    return len(digits) > 1 and digits.isdigit() and luhn_check_digit(digits[:-1]) == digits[-1]
