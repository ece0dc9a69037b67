"""Stand-ins for numbers, accounts and handles: phones, identity and card numbers, QQ, e-mail and WeChat ids,
plates, IPs, birthdays, travel documents and profile links, each laid out as its original (spacing, script,
country) and keyed by its canonical form, so one value written three ways gets one surrogate written three ways.

`NumberSurrogates` is the base of `surrogates.SurrogateMaker`, which sets `rng` and `by_key`.
"""

from __future__ import annotations

import random
import re
import string
from collections.abc import Callable

from heartbench.pii import recognizers as types
from heartbench.pii.canonical import canonical
from heartbench.pii.checksums import (
    hong_kong_id_check_char,
    id_check_char,
    luhn_check_digit,
    regional_id_kind,
    singapore_id_check_letter,
    spanish_id_check_letter,
    taiwan_id_check_digit,
)
from heartbench.pii.surrogate_tables import (
    AREA_CODES_3,
    AREA_CODES_4,
    BRAND_CHARS,
    CARD_BINS,
    ID_REGIONS,
    MOBILE_PREFIXES,
    PLATE_LETTERS,
    PLATE_PROVINCES,
    PUBLIC_MAIL_DOMAINS,
    faker_lists,
)

_HAN_DIGITS = "零一二三四五六七八九"
_CHINESE_MOBILE = re.compile(r"1[3-9]\d{9}")
# another country's code before a mobile (+44 7700…, 0082-10-…), set off from the number or else of three digits at most
_COUNTRY_CODE = re.compile(r"\s*(?:\+|00)(?!86)(?:\d{1,3}(?=[\s\-(])|\d{1,3})")
_HAN_NUMBER_CHARS = "零〇一二三四五六七八九十幺两"


class NumberSurrogates:
    """Makers of structured surrogates; `rng` draws, `by_key` keeps one surrogate per canonical value."""

    rng: random.Random
    by_key: dict[tuple[str, str], str]

    def _keyed(self, entity_type: str, original: str, make: Callable[[], str]) -> str:
        key = (entity_type, canonical(entity_type, original))
        if key not in self.by_key:
            self.by_key[key] = make()
        return self.by_key[key]

    # Helpers -----------------------------------------------------------------------------
    def _digits(self, count: int, first: str = "123456789") -> str:
        if count <= 0:
            return ""
        return self.rng.choice(first) + "".join(self.rng.choice(string.digits) for _ in range(count - 1))

    @staticmethod
    def _refill(original: str, digits: str, from_right: bool = False) -> str:
        """`original` with its digits (Arabic or Chinese) replaced by `digits`, in its own script."""
        positions = [i for i, char in enumerate(original) if char.isdigit() or char in _HAN_NUMBER_CHARS]
        if from_right:
            positions = positions[len(positions) - len(digits):]
        chars = list(original)
        for position, digit in zip(positions, digits, strict=False):
            old = chars[position]
            if old in _HAN_NUMBER_CHARS:
                chars[position] = "幺" if digit == "1" and old == "幺" else ("〇" if digit == "0" and old == "〇" else _HAN_DIGITS[int(digit)])
            elif "０" <= old <= "９":
                chars[position] = chr(ord("０") + int(digit))
            else:
                chars[position] = digit
        return "".join(chars)

    def _brand(self, length: int = 2) -> str:
        return "".join(self.rng.sample(BRAND_CHARS, length))

    def mobile(self, original: str) -> str:
        number = canonical(types.MOBILE, original)
        abroad = _COUNTRY_CODE.match(original)
        if abroad:  # +44 7700 900123, +82 10-4827-3316: the number after the country code, which stays
            number = re.sub(r"\D", "", original)[len(re.sub(r"\D", "", abroad.group())):]
        if _CHINESE_MOBILE.fullmatch(number) and not abroad:
            core = self._keyed(types.MOBILE, original, lambda: self.rng.choice(MOBILE_PREFIXES) + self._digits(8, string.digits))
        else:  # Taiwan, Hong Kong, Macau, Singapore: the first digit kept (Malaysia: 1 and its network; Japan and Korea at
            # home: 080, 010), the country code untouched
            kept = 3 if number.startswith("0") and len(number) >= 10 else 2 if number.startswith("1") else 1
            core = self._keyed(types.MOBILE, original, lambda: number[:kept] + self._digits(len(number) - kept, string.digits))
        return self._refill(original, core, from_right=True)

    def landline(self, original: str) -> str:
        digits = canonical(types.LANDLINE, original)

        def make() -> str:
            area = self.rng.choice(AREA_CODES_3 if digits[:2] in {"01", "02"} else AREA_CODES_4)
            return area + self._digits(len(digits) - len(area), "2345678")

        return self._refill(original, self._keyed(types.LANDLINE, original, make))

    def id_card(self, original: str) -> str:
        plain = canonical(types.ID_CARD, original)  # "110101 19900307 8515" → its 18 characters
        if len(plain) == 12 and plain[:2].isalpha() and plain[-2:].isalpha():  # a Japanese residence card: its form, redrawn
            def residence_card() -> str:
                letters = "".join(self.rng.choice(string.ascii_uppercase) for _ in range(4))
                return letters[:2] + self._digits(8, string.digits) + letters[2:]

            return self._keyed(types.ID_CARD, original, residence_card)
        if plain[:1].isalpha() or len(plain) == 12 or regional_id_kind(plain) == "spain":
            return self._regional_id(original, plain)
        if len(plain) != 18:  # Macau's (5215837(3)), whose check is not published: the first digit kept, the rest drawn
            redrawn = self._keyed(types.ID_CARD, original, lambda: plain[:1] + self._digits(len(plain) - 1, string.digits))
            return self._refill(original, redrawn)

        def make() -> str:
            year = plain[6:10] if plain[6:10].isdigit() else str(self.rng.randint(1960, 2005))
            odd_sex_digit = plain[16:17].isdigit() and int(plain[16]) % 2 == 1
            month, day = self.rng.randint(1, 12), self.rng.randint(1, 28)
            sequence = self._digits(2, string.digits) + self.rng.choice("13579" if odd_sex_digit else "02468")
            body = f"{self.rng.choice(ID_REGIONS)}{year}{month:02d}{day:02d}{sequence}"
            return body + id_check_char(body)

        surrogate = self._keyed(types.ID_CARD, original, make)
        if original == plain:
            return surrogate
        grouped = self._refill(original, surrogate[:17])  # the original's spacing kept; the check character last
        return grouped[:-1] + surrogate[-1]

    def _regional_id(self, original: str, plain: str) -> str:
        """A Taiwan (A123456789), Hong Kong (A123456(3)), Singapore (S1234567D), Malaysian (950312-14-5622) or
        Spanish (X4821736L) number: the same form, a valid check or date; any other, its form redrawn."""
        kind = regional_id_kind(plain)
        if kind == "mykad":  # a birth date, a place of birth, a serial whose last digit is the sex's
            def make_mykad() -> str:
                serial = self._digits(3, string.digits) + self.rng.choice("13579" if int(plain[-1]) % 2 else "02468")
                return f"{plain[:2]}{self.rng.randint(1, 12):02d}{self.rng.randint(1, 28):02d}{self.rng.randint(1, 16):02d}{serial}"

            return self._refill(original, self._keyed(types.ID_CARD, original, make_mykad))

        def make() -> str:
            if kind == "taiwan":  # the sex digit kept
                body = self.rng.choice("ABCDEFGHJKLMNPQRSTUVXYWZIO") + plain[1] + self._digits(7, string.digits)
                return body + taiwan_id_check_digit(body)
            if kind == "spain":  # a foreigner's letter kept (X4821736L), or a citizen's eight digits
                body = plain[0] + self._digits(7, string.digits) if plain[0] in "XYZ" else self._digits(8, string.digits)
                return body + spanish_id_check_letter(body)
            if kind == "singapore":  # the series kept
                body = plain[0] + self._digits(7, string.digits)
                return body + singapore_id_check_letter(body)
            if kind == "other":  # its letters and digits redrawn where they stand
                return "".join(self.rng.choice(string.ascii_uppercase if char.isalpha() else string.digits) for char in plain)
            letters = "".join(self.rng.choice(string.ascii_uppercase) for _ in plain[:-7])
            body = letters + self._digits(6, string.digits)
            return body + hong_kong_id_check_char(body)

        surrogate = self._keyed(types.ID_CARD, original, make)
        if "(" in original or "（" in original:
            return f"{surrogate[:-1]}{original[-3]}{surrogate[-1]}{original[-1]}"
        return surrogate

    def bank_card(self, original: str) -> str:
        digits = canonical(types.BANK_CARD, original)

        def make() -> str:
            bin_ = self.rng.choice(CARD_BINS.get(digits[0], CARD_BINS["6"]))
            body = bin_ + self._digits(len(digits) - len(bin_) - 1, string.digits)
            return body + luhn_check_digit(body)

        return self._refill(original, self._keyed(types.BANK_CARD, original, make))

    def qq(self, original: str) -> str:
        return self._refill(original, self._keyed(types.QQ, original, lambda: self._digits(len(canonical(types.QQ, original)))))

    def email(self, original: str) -> str:
        plain = canonical(types.EMAIL, original)
        local, _, domain = plain.rpartition("@")

        def make() -> str:
            if local.isdigit():
                new_local = self._digits(len(local))
            else:
                separator = "._"[self.rng.randint(0, 1)] if re.search(r"[._]", local) else ""
                new_local = self._handle(with_digits=any(c.isdigit() for c in local), separator=separator)
            new_domain = domain if domain in PUBLIC_MAIL_DOMAINS else self.rng.choice(("example.com", "example.org", "example.net"))
            return f"{new_local}@{new_domain}"

        surrogate = self._keyed(types.EMAIL, original, make)
        at = re.search(r"\s?(?:@|#|＃|[(\[（]at[)\]）]|\sat\s)\s?", original)
        return surrogate.replace("@", at.group() if at else "@", 1)

    def wechat(self, original: str) -> str:
        def make() -> str:
            handle = self._handle(with_digits=any(c.isdigit() for c in original), separator="_" if "_" in original else "")
            return handle[:20] if len(handle) >= 6 else handle + self._digits(6 - len(handle), string.digits)

        return self._keyed(types.WECHAT, original, make)

    def _handle(self, with_digits: bool, separator: str = "") -> str:
        words = [self.rng.choice(faker_lists().romanized).lower() for _ in range(self.rng.randint(2, 3))]
        handle = separator.join(words)
        return handle + (self._digits(self.rng.randint(2, 4), string.digits) if with_digits else "")

    def plate(self, original: str) -> str:
        if city := re.match(r"[\u4e00-\u9fff]{2,4}", original):  # an e-bike's plate shows its city (佛山A12345)
            others = [name for name in faker_lists().cities if name != city.group()]
            others = [name for name in others if len(name) == len(city.group())] or others
            original = self.rng.choice(others) + original[city.end():]
        chars = list(original)
        regional = original[0].isascii() or city is not None  # Taiwan's ABC-1234, or a city: every letter and digit drawn
        if not regional:
            chars[0] = self.rng.choice([p for p in PLATE_PROVINCES if p != original[0]])
        new_energy = not regional and len(re.sub(r"[^A-Za-z0-9]", "", original[1:])) == 7
        for i, char in enumerate(chars[1:] if not regional else chars, start=0 if regional else 1):
            if char.isdigit():
                chars[i] = self.rng.choice(string.digits)
            elif char.isascii() and char.isalpha() and not (i > 1 and char in "DFdf" and new_energy):
                chars[i] = self.rng.choice(PLATE_LETTERS)
        return "".join(chars)

    def ip(self, original: str) -> str:
        if ":" in original:
            return "2001:db8::" + ":".join(f"{self.rng.randint(1, 0xFFFF):x}" for _ in range(2))
        octets = [int(part) for part in original.split(".")]
        rand = lambda: str(self.rng.randint(1, 254))  # noqa: E731
        if octets[0] == 10:
            return ".".join(["10", rand(), rand(), rand()])
        if octets[0] == 192 and octets[1] == 168 or octets[0] == 172 and 16 <= octets[1] <= 31:
            return ".".join([str(octets[0]), str(octets[1]), rand(), rand()])
        return self.rng.choice(("192.0.2", "198.51.100", "203.0.113")) + "." + rand()  # documentation ranges

    def birth_date(self, original: str) -> str:
        """Same year (age matters to the story), another month and day, the same writing."""
        month, day = self.rng.randint(1, 12), self.rng.randint(1, 28)
        parts = re.split(r"(\d+|[〇零一二三四五六七八九十]+)", original)
        numbers = [i for i, part in enumerate(parts) if part and (part.isdigit() or part[0] in "〇零一二三四五六七八九十")]
        year = 1 if numbers and (len(parts[numbers[0]]) == 4 or parts[numbers[0] + 1][:1] == "年") else 0  # none in 3.15, 5月20日
        for index, value in zip(numbers[year:], (month, day), strict=False):
            old = parts[index]
            if old.isdigit():
                parts[index] = f"{value:0{len(old)}d}" if old.startswith("0") else str(value)
            else:
                parts[index] = han_number(value)
        return "".join(parts)

    def travel_document(self, original: str) -> str:
        def make() -> str:
            letters = re.match(r"[A-Za-z]*", original).group()
            digits = len(original) - len(letters)
            return letters[:1].upper() + "".join(self.rng.choice(PLATE_LETTERS) for _ in letters[1:]) + self._digits(digits)

        return self._keyed(types.TRAVEL_DOCUMENT, original, make)

    def profile_url(self, original: str) -> str:
        """Host and path shape kept; every user id segment invented."""
        head, path = re.match(r"((?:https?://)?[^/]+)(.*)$", original).groups()

        def segment(match: re.Match) -> str:
            part = match.group()
            if part in {"u", "n", "people", "user", "profile", "space", "home", "in"}:
                return part
            if part.isdigit():
                return self._digits(len(part))
            if re.fullmatch(r"[\u4e00-\u9fff]+", part):
                return self._brand(min(len(part), 4))
            return self._handle(with_digits=any(c.isdigit() for c in part), separator="-" if "-" in part else "")

        return head + re.sub(r"[^/?=&#]+", segment, path)


def han_number(value: int) -> str:
    """A small number in Chinese numerals (12 → 十二), as an address or a birthday writes it."""
    if value <= 10:
        return "零一二三四五六七八九十"[value]
    tens, ones = divmod(value, 10)
    return ("" if tens == 1 else _HAN_DIGITS[tens]) + "十" + (_HAN_DIGITS[ones] if ones else "")
