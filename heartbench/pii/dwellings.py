"""Names headed by where the one named lives or lies, whatever the tagger read: a patient after the bed (15床阿不都),
a resident after the room (308房冀福堂, 3号楼412的权晓萌), a parcel's recipient before the building-unit-room of a list (热依拉
3-2-1108), a neighbour by the building (5栋-刘哥). `record_slots.placed_names` runs these with the other finders of a
record's slots."""

from __future__ import annotations

import re
from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.names import everyday_word, given_name_characters, known_word, word_of_kin_or_role
from heartbench.pii.tokens import Span

# a ward's patient right after the bed (15床阿不都，术后…), or by surname and title (21床万大爷的儿子来电)
_BED = re.compile(r"(?<!\d)\d{1,3}床(?P<name>[\u4e00-\u9fff]{2,4}?)(?=[，,：:\s（(]|$)", re.MULTILINE)
_BED_BY_TITLE = re.compile(r"(?<!\d)\d{1,3}床(?P<name>" + lx.SURNAME_PATTERN + ")(?=" + lx.TITLE_PATTERN + ")")
# what a bed's line may say first instead of the patient (18床今天出院, 3床已转科, 5床空): when, or how it stands
_WHEN_OR_STATE = ("今天", "明天", "昨天", "今晚", "今早", "明早", "上午", "下午", "晚上", "夜里", "凌晨", "早上", "中午", "已", "刚", "空",
                  "暂", "术后", "出院", "入院", "转科", "转院")


def patients_by_bed(text: str) -> Iterable[Span]:
    """A ward's record names each patient right after the bed (15床阿不都，术后…, 21床万大爷), whatever the tagger read."""
    for match in _BED.finditer(text):
        if not everyday_word(match.group("name")) and not match.group("name").startswith(_WHEN_OR_STATE):
            yield Span(match.start("name"), match.end("name"), 0.6)
    yield from (Span(match.start("name"), match.end("name"), 0.6) for match in _BED_BY_TITLE.finditer(text))


# a care home's or a dormitory's register: the resident by full name right after the room (3楼308房冀福堂，以前…)
_RESIDENT_BY_ROOM = re.compile(
    r"(?<!\d)\d{3,4}(?:房|室)(?P<name>" + lx.SURNAME_PATTERN + r"[\u4e00-\u9fff]{1,2}?)(?=[，,：:\s（(]|$)", re.MULTILINE
)


# or of the room, by full name (3号楼412的权晓萌晚归, the tagger's 权晓 / 萌): a dormitory's or a block's register
_RESIDENT_OF_ROOM = re.compile(r"(?:号楼|栋|幢|舍|座)\s?\d{3,4}(?:室|房|寝)?的(?P<name>" + lx.SURNAME_PATTERN + r"[\u4e00-\u9fff]{2})")


def residents_by_room(text: str) -> Iterable[Span]:
    for match in _RESIDENT_BY_ROOM.finditer(text):
        name = match.group("name")
        if not everyday_word(name) and not word_of_kin_or_role(name) and not lx.NEVER_IN_NAMES.intersection(name):
            yield Span(match.start("name"), match.end("name"), 0.6)
    for match in _RESIDENT_OF_ROOM.finditer(text):
        name = match.group("name")
        if given_name_characters(name[-2:]) and not known_word(name[-2:]) and not known_word(name):
            yield Span(match.start("name"), match.end("name"), 0.6)


# a parcel station's or a delivery's list: each recipient, then the building-unit-room of their home
# (驿站取件 热依拉 3-2-1108 孙先生 5-1-2203 Aliya 2-4-0316)
_RECIPIENT_BEFORE_ROOM = re.compile(
    r"(?:^|(?<=\s))(?P<name>[\u4e00-\u9fff]{2,4}|[A-Za-z]{2,15})\s(?=\d{1,2}-\d{1,2}-\d{3,4}(?![\d-]))", re.MULTILINE
)


_ROOM_FIELDS = ("地址", "住址", "房号", "门牌", "楼号", "房间")


def recipients_by_room(text: str) -> Iterable[Span]:
    """Only in a list (two rooms or more); not a field (收货地址 3-2-1108), nor a surname's title (孙先生: the
    title finder's)."""
    matches = list(_RECIPIENT_BEFORE_ROOM.finditer(text))
    for match in matches if len(matches) >= 2 else ():
        name = match.group("name")
        if (
            not everyday_word(name) and not word_of_kin_or_role(name)
            and not name.endswith(lx.TITLES_LONGEST_FIRST) and not name.endswith(_ROOM_FIELDS)
        ):
            yield Span(match.start("name"), match.end("name"), 0.6)


# a neighbour by the building and the surname with its title, as the residents' group shows them, in running
# text (车位被5栋-刘哥的面包车占用): the display name, whole
_BUILDING_LED_NAME = re.compile(
    r"(?<![\d-])(?P<name>\d{1,2}(?:栋|号楼|幢)\d{0,4}-[小老]?(?P<surname>[\u4e00-\u9fff])"
    r"(?:阿姨|大爷|大妈|奶奶|爷爷|师傅|老师|哥|姐|叔|姨|嫂|总)?)"
)


def building_led_names(text: str) -> Iterable[Span]:
    for match in _BUILDING_LED_NAME.finditer(text):
        if match.group("surname") in lx.SURNAMES:
            yield Span(match.start("name"), match.end("name"), 0.6)
