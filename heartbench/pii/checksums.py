"""Check digits of Chinese resident identity numbers (GB 11643-1999), bank cards (Luhn), and the identity
numbers of Taiwan, Hong Kong, Singapore and Malaysia."""

from __future__ import annotations

import datetime as _dt
import re

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


# Taiwan's national identification number: a letter for the place of first registration (its two
# digits below), 1 / 2 (or 8 / 9 on a resident certificate) and eight digits, the last a check.
_TAIWAN_LETTERS = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36), strict=True))
_TAIWAN_WEIGHTS = (1, 9, 8, 7, 6, 5, 4, 3, 2, 1)


def taiwan_id_check_digit(body: str) -> str:
    """The last digit of a Taiwan identification number from its first nine characters."""
    letter = _TAIWAN_LETTERS[body[0].upper()]
    values = [letter // 10, letter % 10, *map(int, body[1:])]
    total = sum(value * weight for value, weight in zip(values, _TAIWAN_WEIGHTS, strict=False))
    return str((10 - total % 10) % 10)


def is_valid_taiwan_id(number: str) -> bool:
    """True for a Taiwan identification number (A123456789) whose check digit holds."""
    return (
        len(number) == 10 and number[0].upper() in _TAIWAN_LETTERS and number[1] in "1289" and number[1:].isdigit()
        and taiwan_id_check_digit(number[:9]) == number[9]
    )


def hong_kong_id_check_char(body: str) -> str:
    """The check character (0-9 or A) of a Hong Kong identity card number from its letters and six digits."""
    letters, digits = body[:-6].upper(), body[-6:]
    values = [36] * (2 - len(letters)) + [ord(letter) - 55 for letter in letters] + [int(digit) for digit in digits]
    remainder = sum(value * weight for value, weight in zip(values, range(9, 1, -1), strict=True)) % 11
    return "0" if remainder == 0 else ("A" if remainder == 1 else str(11 - remainder))


def is_valid_hong_kong_id(number: str) -> bool:
    """True for a Hong Kong identity card number (A123456(3), brackets optional) whose check holds."""
    plain = number.replace("(", "").replace(")", "").replace("（", "").replace("）", "")
    body, check = plain[:-1], plain[-1:].upper()
    return 7 <= len(body) <= 8 and body[:-6].isalpha() and body[-6:].isdigit() and hong_kong_id_check_char(body) == check


# Singapore's NRIC and FIN: a letter for the series (S / T citizens and residents born before and from
# 2000, F / G foreigners), seven digits and a check letter.
_SINGAPORE_WEIGHTS = (2, 7, 6, 5, 4, 3, 2)
_SINGAPORE_LETTERS = {"S": "JZIHGFEDCBA", "T": "JZIHGFEDCBA", "F": "XWUTRQPNMLK", "G": "XWUTRQPNMLK"}


def singapore_id_check_letter(body: str) -> str:
    """The check letter of a Singapore NRIC or FIN from its series letter and seven digits."""
    series = body[0].upper()
    total = sum(int(digit) * weight for digit, weight in zip(body[1:], _SINGAPORE_WEIGHTS, strict=True))
    total += 4 if series in "TG" else 0
    return _SINGAPORE_LETTERS[series][total % 11]


def is_valid_singapore_id(number: str) -> bool:
    """True for a Singapore NRIC or FIN (S1234567D) whose check letter holds."""
    return (
        len(number) == 9 and number[0].upper() in _SINGAPORE_LETTERS and number[1:8].isdigit()
        and singapore_id_check_letter(number[:8]) == number[8].upper()
    )


def is_valid_mykad(number: str) -> bool:
    """True for a Malaysian identity card number (YYMMDD-PB-####) whose first six digits are a real date."""
    digits = number.replace("-", "")
    if len(digits) != 12 or not digits.isdigit():
        return False
    try:
        _dt.date(2000 + int(digits[:2]), int(digits[2:4]), int(digits[4:6]))  # the century is not written
    except ValueError:
        return False
    return True


def regional_id_kind(number: str) -> str:
    """Which identity number of elsewhere `number` is laid out as, brackets, dashes and spaces aside:
    "mykad" (twelve digits), "spain" (eight digits, or X, Y or Z and seven, then a letter), "taiwan" (a letter and
    nine digits), "singapore" (S, T, F or G, seven digits and a letter), "hong_kong" (one or two letters, six digits and
    a check) or "other"."""
    plain = re.sub(r"[^0-9A-Za-z]", "", number)
    if plain.isdigit():
        return "mykad"
    if len(plain) == 9 and plain[-1].isalpha() and (plain[:8].isdigit() or (plain[0] in "XYZ" and plain[1:8].isdigit())):
        return "spain"
    if len(plain) == 10 and plain[1:].isdigit():
        return "taiwan"
    if len(plain) == 9 and plain[0].upper() in _SINGAPORE_LETTERS and plain[1:8].isdigit() and plain[-1].isalpha():
        return "singapore"
    if re.fullmatch(r"[A-Za-z]{1,2}\d{6}[0-9Aa]", plain):
        return "hong_kong"
    return "other"  # a residence permit or a card of elsewhere (NL0582716B): no check we know


def is_valid_regional_id(number: str) -> bool:
    """True when a Taiwan, Hong Kong, Singapore, Malaysian or Spanish identity number passes its own check."""
    validators = {"mykad": is_valid_mykad, "taiwan": is_valid_taiwan_id, "singapore": is_valid_singapore_id,
                  "hong_kong": is_valid_hong_kong_id, "spain": is_valid_spanish_id, "other": lambda _: False}
    return validators[regional_id_kind(number)](number)


_SPANISH_ID_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def spanish_id_check_letter(body: str) -> str:
    """The check letter of a Spanish DNI (eight digits) or NIE (X, Y or Z and seven digits): the number, with X, Y, Z
    read as 0, 1, 2, modulo 23."""
    digits = str("XYZ".index(body[0])) + body[1:] if body[:1] in ("X", "Y", "Z") else body
    return _SPANISH_ID_LETTERS[int(digits) % 23]


def is_valid_spanish_id(number: str) -> bool:
    """True when a Spanish DNI (12345678Z) or a foreigner's NIE (X1234567L) carries its check letter."""
    plain = number.upper()
    return regional_id_kind(plain) == "spain" and spanish_id_check_letter(plain[:-1]) == plain[-1]
