"""Realistic, consistent stand-ins for personal data.

A surrogate keeps what a reader of the dialogue needs (a name of the same length and likely
gender, a phone number of the same layout, an identity number with the same birth year and sex
and a valid check digit, a card number that passes Luhn, an address at the same level with the
province and city kept) and invents the rest. Names come from `faker`'s zh_CN lists (surnames
weighted by frequency; given names by gender); organisations get invented brands, never a
list of real ones.

Consistency: values are mapped through a *canonical key*, so one phone written three ways
(138 1234 5678, 13812345678, +86 138-1234-5678) gets one surrogate number laid out three ways;
a surname is mapped once per document, so 李文博 → 王建平 makes 李主任 → 王主任, 小李 → 小王 and
文博 → 建平. No surrogate equals an original value of the document, or any value in `avoid`
(the stage passes every original of the workspace), and two originals never share one.

Names, addresses and organisations are made here; numbers, accounts and handles in `number_surrogates`.
"""

from __future__ import annotations

import random
import re
import string
from collections.abc import Callable, Iterable
from typing import Protocol

from heartbench.pii import lexicon as lx
from heartbench.pii import recognizers as types
from heartbench.pii.canonical import canonical
from heartbench.pii.latin_script import japanese_place, latin_name, latin_place
from heartbench.pii.number_surrogates import NumberSurrogates, han_number
from heartbench.pii.surrogate_tables import (
    SURROGATE_COMPOUNDS,
    faker_lists,
)
from heartbench.pii.tokens import HAN
from heartbench.textnorm import to_simplified, to_traditional

_MALAY_STREET = re.compile(rf"(?P<kind>{'|'.join(lx.MALAY_STREET_KINDS)})\s(?P<name>[A-Z0-9][A-Za-z0-9/]*(?:\s[A-Z][A-Za-z0-9/]*){{0,3}})")
_MALAY_STREET_WORDS = "Bunga Mawar Melati Seri Indah Permai Damai Jaya Cempaka Kenanga Harmoni Setia Mutiara Delima".split()
_MALAY_KINDS = frozenset({*lx.MALAY_STREET_KINDS, "Residensi", "Kondominium", "Pangsapuri", "Apartmen", "Menara", "Taman",
                          "Bandar", "Kampung", "Seksyen", "Blok", "Block", "Unit", "No"})
_ORG_SUFFIXES = sorted(lx.STRONG_ORG_SUFFIXES + lx.WEAK_ORG_SUFFIXES + lx.SCHOOL_SUFFIXES, key=len, reverse=True)
_KEPT_STEM_WORDS = tuple(sorted(lx.TRADES | {"师范", "理工", "交通", "财经", "外国语", "实验", "附属", "人民", "妇幼", "儿童", "会计师", "律师", "中级", "第一"}, key=len, reverse=True))
_ADDRESS_HEAD = re.compile(r"^(?:[\u4e00-\u9fff]{2,7}?(?:省|自治区))?(?:[\u4e00-\u9fff]{2,7}?市)?")
_ADDRESS_PART = re.compile(
    r"(?P<admin>[\u4e00-\u9fff]{1,6}?(?:街道|区|县|旗|镇|乡))"
    r"|(?P<road>(?:(?![与和跟])[\u4e00-\u9fff]){1,8}?(?:大街|大道|胡同|路|街|巷|弄)(?:[东西南北中]段)?)"  # 解放路与东风路: two
    r"|(?P<place>[\u4e00-\u9fff]{1,8}?(?:小区|花园|家园|公寓|新村|社区|大院|山庄|大厦|大楼|广场|中心|写字楼|华庭|苑|园|庭|府|湾|里|坊|城|村|屯|寨|院|邨))"
    r"|(?P<digits>\d+)"
    r"|(?P<numeral>[一二三四五六七八九十]+)(?=[组队区期号楼栋幢单元层])"
)


class _Entity(Protocol):
    type: str
    text: str


class SurrogateMap(dict):
    """original → surrogate for one document, with what keeps later calls consistent: the
    canonical surrogate of every value and the surname table. Pass the same instance to every
    `Anonymizer.anonymize` call of a document (its text, turns, metadata)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.by_key: dict[tuple[str, str], str] = {}
        """(type, canonical original) → canonical surrogate, so every spelling maps alike."""
        self.surnames: dict[str, str] = {}
        """Real surname → surrogate surname, shared by full names, title and kinship forms."""


class SurrogateMaker(NumberSurrogates):
    """Fills `mapping` (original → surrogate) for the entities of one document."""

    def __init__(self, rng: random.Random, mapping: dict[str, str], avoid: Iterable[str] = (), *, traditional: bool = False):
        """`traditional`: the text is written in traditional characters, so surrogates are made from
        the simplified form of each value (what the tables know) and written back in traditional
        ones (a simplified name in a traditional text would point at what was replaced)."""
        self.rng = rng
        self.traditional = traditional
        self.mapping = mapping
        self.avoid = set(avoid) | set(mapping) | set(mapping.values())
        self.originals: set[str] = set(avoid) | set(mapping)
        """Values a surrogate may never be (the document's own originals), even when surrogates are shared."""
        state = mapping if isinstance(mapping, SurrogateMap) else SurrogateMap()
        self.by_key = state.by_key
        self.surnames = state.surnames
        self.real_surnames: set[str] = set(self.surnames)
        self.makers: dict[str, Callable[[str], str]] = {
            types.PERSON: self.person,
            types.MOBILE: self.mobile,
            types.LANDLINE: self.landline,
            types.ID_CARD: self.id_card,
            types.BANK_CARD: self.bank_card,
            types.EMAIL: self.email,
            types.QQ: self.qq,
            types.WECHAT: self.wechat,
            types.PLATE: self.plate,
            types.IP: self.ip,
            types.ADDRESS: self.address,
            types.ORGANIZATION: self.organization,
            types.SCHOOL: self.organization,
            types.BIRTH_DATE: self.birth_date,
            types.TRAVEL_DOCUMENT: self.travel_document,
            types.PROFILE_URL: self.profile_url,
        }

    def extend(self, entities: Iterable[_Entity]) -> None:
        """Give every entity not yet in the mapping a fresh, unused surrogate."""
        pending = [e for e in entities if e.text not in self.mapping]
        self.avoid |= {e.text for e in pending}
        self.originals |= {e.text for e in pending}
        self.real_surnames |= {_real_surname(self._simplified(e.text)) for e in pending if e.type == types.PERSON} - {""}
        # longer values first: a full name is mapped before its given name alone or its title form
        for entity in sorted(pending, key=lambda e: -len(e.text)):
            if entity.text in self.mapping:
                continue
            make, source = self.makers.get(entity.type, self.person), self._simplified(entity.text)
            for attempt in range(60):
                surrogate = make(source)
                if self.traditional:
                    surrogate = to_traditional(surrogate)
                if surrogate not in self.avoid:
                    break
                if attempt >= 50 and surrogate not in self.originals:
                    break  # a long document exhausted the table: share a surrogate, never use an original
                # draw again: forget this value's canonical surrogate (another spelling that
                # already used it keeps its own) and, for a name, its surname's surrogate
                self.by_key.pop((entity.type, canonical(entity.type, source)), None)
                if entity.type == types.PERSON and attempt >= 10:
                    self.surnames.pop(_real_surname(source), None)
            else:  # pragma: no cover - 60 draws that all give an original value mean a generator is broken
                raise RuntimeError(f"no fresh surrogate for a {entity.type}")
            self.mapping[entity.text] = surrogate
            self.avoid.add(surrogate)

    def _simplified(self, value: str) -> str:
        return to_simplified(value) if self.traditional else value

    def _surname(self, real: str) -> str:
        """A surrogate surname for `real`: one no other surname of the document uses, while the
        table has one; a long document (a novel chapter, a forum thread) that exhausts the table
        shares surrogates rather than failing — never the real surname itself."""
        if real not in self.surnames:
            # an original of the same length is taken too: a lone 容 (伯) found in the text is no
            # surname the lexicon knows, so real_surnames misses it, yet it must never be a surrogate
            originals = {o for o in self.originals if len(o) == len(real)}
            taken = set(self.surnames.values()) | self.real_surnames | {real} | originals
            if len(real) == 2:
                free = [name for name in SURROGATE_COMPOUNDS if name not in taken]
                fallback = [name for name in SURROGATE_COMPOUNDS if name != real and name not in self.real_surnames]
                self.surnames[real] = self.rng.choice(free or fallback or [name for name in SURROGATE_COMPOUNDS if name != real])
            else:
                lists = faker_lists()
                free = [(name, weight) for name, weight in zip(lists.surnames, lists.weights, strict=True) if name not in taken]
                if free:  # one weighted draw among the free ones: the common surnames come up most
                    names, weights = zip(*free, strict=True)
                    self.surnames[real] = self.rng.choices(names, weights)[0]
                else:
                    real_ones = self.real_surnames | originals | {real}
                    shared = [name for name in lists.surnames if name not in real_ones]
                    # every lone surname is an original: a compound one replaces it (岑 → 欧阳), never a real one
                    compounds = [name for name in SURROGATE_COMPOUNDS if name not in self.originals]
                    self.surnames[real] = self.rng.choice(shared or compounds)
        return self.surnames[real]

    def _given(self, given: str) -> str:
        """A given name of the same length, from the pool of the original's likely gender."""
        male, female = faker_lists().male, faker_lists().female
        female_score = sum(char in "".join(female) for char in given)
        male_score = sum(char in "".join(male) for char in given)
        pool = female if female_score > male_score else male if male_score > female_score else male + female
        name = ""
        while len(name) < max(1, len(given)):
            pick = self.rng.choice(pool)
            if len(name) + len(pick) <= max(1, len(given)):
                name += pick
        return name

    # Makers ------------------------------------------------------------------------------
    def person(self, original: str) -> str:
        if re.fullmatch(r"[A-Za-z .·/]+", original):
            return latin_name(original, self.rng, faker_lists().romanized)
        prefix, dash, name = re.match(r"(?:(.{1,8}?)([-－—]))?(.*)", original, re.S).groups()
        if dash and name:  # a chat display name (3栋-刘姐, 丰和楼-黄太): its prefix redrawn, the name as a name
            return self._display_prefix(prefix) + dash + self.person(name)
        if len(original) >= 2 and original[0] in lx.SURNAMES and original[1:] in lx.TITLES:
            return self._surname(original[0]) + original[1:]  # 刘姐 → 陈姐, 张大爷 → 何大爷
        for full, surrogate in list(self.mapping.items()):  # a given name alone follows its full name
            if len(full) >= 3 and full.endswith(original) and len(original) == 2 and len(surrogate) == len(full):
                if surrogate[-2:] not in self.avoid:
                    return surrogate[-2:]
                break  # the tail is taken (an original of a long document): a fresh name, not 60 equal draws
        if original[:1] in {"老", "小"} and len(original) == 2 and original[1] in lx.SURNAMES:
            return original[0] + self._surname(original[1])  # 老刘 → 老陈
        if original[:2] in lx.COMPOUND_SURNAMES:
            return self._surname(original[:2]) + self._given(original[2:])
        if original[0] in lx.SURNAMES:
            if len(original) == 1:
                return self._surname(original)  # the surname of a title form: 李 (主任)
            return self._surname(original[0]) + self._given(original[1:])
        return self._given(original)

    def _display_prefix(self, prefix: str) -> str:
        """A display name's prefix with its numbers redrawn and a block's name invented (丰和楼 → 嘉禾楼);
        a relation or a role (表姐, 物业) is kept, it names no one."""
        if prefix in lx.RELATIONS or not re.search(r"\d|楼$", prefix):
            return prefix

        def make() -> str:  # one block, one surrogate: 丰和楼-黄太 and 丰和楼-Ken stay neighbours
            if re.fullmatch(r"[\u4e00-\u9fff]{2,3}楼", prefix):
                return self._brand(len(prefix) - 1) + "楼"
            return re.sub(r"\d", lambda _: self.rng.choice(string.digits[1:]), prefix)

        return self._keyed("DISPLAY_PREFIX", prefix, make)

    def address(self, original: str) -> str:
        """Province and city kept; district, town, road, compound, village and every number below invented."""
        if (japanese := japanese_place(original, self.rng)) is not None:
            return japanese  # 大阪市北区天神橋3丁目…: Japan's kinds of place, not China's
        if malay := _MALAY_STREET.match(original):  # Jalan Bukit Bintang 88号: the street's name invented
            words = " ".join(self.rng.choice(_MALAY_STREET_WORDS) for _ in malay.group("name").split())
            # what follows, its numbers redrawn and its names invented (…, Pangsapuri Sri Desa, Blok C-12-3): kinds kept
            rest = re.sub(r"\d", lambda _: self.rng.choice("123456789"), original[malay.end():])
            rest = re.sub(r"[A-Za-z]{2,}", lambda m: m.group() if m.group() in _MALAY_KINDS else self.rng.choice(_MALAY_STREET_WORDS), rest)
            return f"{malay.group('kind')} {words}" + rest
        if not HAN.search(original):  # Carlton 112 Lygon Street Unit 7
            return latin_place(original, self.rng)
        head = _ADDRESS_HEAD.match(original).group()
        rest = original[len(head):]

        def part(match: re.Match) -> str:
            kind, text = match.lastgroup, match.group()
            if kind == "digits":
                return self._digits(len(text)) if len(text) > 1 else self.rng.choice("123456789")
            if kind == "numeral":
                return han_number(self.rng.randint(1, 9))
            suffix = re.search(r"(?:街道|大街|大道|胡同|小区|花园|家园|公寓|新村|社区|大院|山庄|大厦|大楼|广场|中心|写字楼|华庭|[东西南北中]段|.)$", text).group()
            stem = text[: len(text) - len(suffix)]
            if kind == "admin":
                return self.rng.choice([d for d in faker_lists().districts if d != stem]) + suffix
            return self._brand(max(2, min(len(stem), 3))) + suffix

        invented = _ADDRESS_PART.sub(part, rest)
        if invented == rest:  # no part this table knows (an estate named alone: 保利天悦): the whole name invented
            invented = self._brand(max(2, min(len(rest), 4)))
        return head + invented

    def organization(self, original: str) -> str:
        """The kind of organisation kept (suffix, trade, 第一 / 人民 …); the name invented."""
        if not HAN.search(original):  # Nanjing University, King's College London
            return latin_place(original, self.rng)
        suffix = next((s for s in _ORG_SUFFIXES if original.endswith(s)), "")
        stem = original[: len(original) - len(suffix)]
        kept = [word for word in _KEPT_STEM_WORDS if word in stem]
        kept = [word for word in kept if not any(word != other and word in other for other in kept)]
        kept.sort(key=stem.index)
        return self._brand() + "".join(kept) + suffix


def _real_surname(name: str) -> str:
    if name[:2] in lx.COMPOUND_SURNAMES:
        return name[:2]
    if name[:1] in {"老", "小"} and len(name) == 2:
        return name[1]
    return name[:1] if name[:1] in lx.SURNAMES else ""
