"""Personal data written in another script inside Chinese text: how a street address (in English, Malay, the
languages of Europe, or Korean in Hangul), a university or a firm named in English and a capitalised name (Tony Wang,
Ms. Chen) are found, and how a surrogate keeps the script of what it replaces (LIU/SIYUAN → TAO/YONG, Carlton 112
Lygon Street → Hillside 836 Maple Street, Nanjing University → Cedar University, 구로구 → 누리구)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.address_parts import PLACE_CHARACTER
from heartbench.pii.names import PINYIN_SYLLABLE
from heartbench.pii.tokens import Span

# a street in Malaysia or Singapore with its house number (Jalan Bukit Bintang 88号)
MALAY_STREET = re.compile(
    rf"(?<![A-Za-z])(?:{'|'.join(lx.MALAY_STREET_KINDS)})\s[A-Z0-9][A-Za-z0-9/]*"
    r"(?:\s[A-Z0-9][A-Za-z0-9/]*){0,3}\s?\d{1,4}\s?号"
)
# …or written as the post has it, its house number first (No. 27, Jalan Bunga Raya 3, Taman Sri Muda, 40400 Shah Alam,
# Selangor): the street, the estate, the postcode and town, the state
_MALAYSIAN_POSTAL = (
    rf"(?<![A-Za-z])No\. ?\d{{1,4}}[A-Z]?, (?:{'|'.join(lx.MALAY_STREET_KINDS)})\.? [A-Z][A-Za-z]*(?: [A-Z0-9][A-Za-z0-9/]*){{0,4}}"
    r"(?:, (?:Taman|Bandar|Kampung|Desa|Seksyen) [A-Z][A-Za-z]*(?: [A-Z0-9][A-Za-z0-9]*){0,3})?"
    r"(?:, \d{5} [A-Z][a-z]+(?: [A-Z][a-z]+)?)?(?:, [A-Z][a-z]+(?: [A-Z][a-z]+)?(?![A-Za-z]))?"
)
# …or a condominium by its name, where its residents live, with its street and postcode when written
# (Residensi Harmoni, Jalan Kuchai Maju 8, 58200 Kuala Lumpur; Residensi Harmoni管理处), the street before it and
# the flat by block, floor and unit after it too (Jalan Klang Lama, Pangsapuri Sri Desa, Blok C-12-3)
_MALAYSIAN_RESIDENCE = (
    rf"(?<![A-Za-z])(?:(?:{'|'.join(lx.MALAY_STREET_KINDS)})\.? [A-Z][A-Za-z]*(?: [A-Z][A-Za-z0-9/]*){{0,3}}, )?"
    r"(?:Residensi|Kondominium|Pangsapuri|Apartmen|Menara) [A-Z][a-z]+(?: [A-Z][a-z]+){0,2}"
    rf"(?:, (?:{'|'.join(lx.MALAY_STREET_KINDS)})\.? [A-Z][A-Za-z]*(?: [A-Z0-9][A-Za-z0-9/]*){{0,4}})?"
    r"(?:, \d{5} [A-Z][a-z]+(?: [A-Z][a-z]+)?)?"
    r"(?:, (?:Blok|Block|Unit) ?[A-Z]?-?\d{1,3}(?:-\d{1,4}){1,2}[A-Z]?(?![A-Za-z0-9]))?"
)
MALAY_STREET = re.compile(f"{MALAY_STREET.pattern}|{_MALAYSIAN_POSTAL}|{_MALAYSIAN_RESIDENCE}")
_STREET_KINDS = (
    "Street", "St", "Road", "Rd", "Avenue", "Ave", "Lane", "Drive", "Way", "Place", "Crescent", "Court", "Boulevard", "Blvd",
    "Terrace", "Parade", "Highway", "Square",
    "Broadway", "Bowery",  # streets named as a kind of their own (88 East Broadway)
)
# a street address in English, with its suburb and flat (Carlton 112 Lygon Street Unit 7, Flat 3, 25 Oxford Road,
# 18 Lygon St, Brunswick East)
ENGLISH_STREET = re.compile(
    # (a flat and its building's number as Australians write them: Unit 5/23, 5/23)
    rf"(?<![A-Za-z\d/])(?:(?:Flat|Unit|Apt|Apartment|Room) \d{{1,4}}[A-Z]?(?:,? |/)|\d{{1,4}}[A-Z]?/)?(?:[A-Z][a-z]+ )?\d{{1,5}} (?:[A-Z][a-z]+ ){{1,3}}"
    rf"(?:{'|'.join(_STREET_KINDS)})"
    r"(?![A-Za-z])(?:,? (?:Unit|Apt|Flat|Apartment|Suite|Ste) \d{1,4}[A-Z]?)?"
    # a Singapore flat: the street's number, the floor and unit after # (Blk 512 Bedok North Ave 2 #08-117)
    r"(?:(?: \d{1,2})?,? #\d{1,3}-\d{1,5}(?!\d)(?:,? Singapore \d{6}(?!\d))?)?"
    # the suburb or the town after a comma, its state and postcode perhaps (…Swanston St, Carlton; …St, Brunswick East
    # VIC 3057; …Avenue, Apt 5B, Austin, TX 78704; …Street, Vancouver, BC V5V 4H3; …Street, London WC1E 6BT)
    r"(?:, [A-Z][a-z]+(?: [A-Z][a-z]+)?(?:,? (?:VIC|NSW|QLD|WA|SA|TAS|ACT|NT|[A-Z]{2}(?![\dA-Za-z])))?"
    r"(?: \d{4,5}(?:-\d{4})?| [A-Z]\d[A-Z] ?\d[A-Z]\d| [A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})?(?![A-Za-z]))?"
)
# …or a flat in Hong Kong by its block and estate, then its district (Flat 12B, Block 3, Kornhill, Quarry Bay, Hong Kong)
_HONG_KONG_FLAT = (
    r"(?<![A-Za-z])(?:Flat|Room|Rm\.?|Unit) \d{1,3}[A-Z]?,? (?:\d{1,2}/F,? )?(?:Block|Blk|Tower) \d{1,2}[A-Z]?"
    r"(?:, [A-Z][a-z]+(?: [A-Z][a-z]+)*){1,3}(?:, (?:Hong Kong|Kowloon|New Territories|N\.T\.))?(?![A-Za-z])"
)
# …or a Singapore flat by its block and its estate's name without a street's kind (Blk 212 Toa Payoh North #11-305)
_SINGAPORE_BLOCK = (
    r"(?<![A-Za-z])(?:Blk|Block) \d{1,4}[A-Z]?(?: [A-Z][a-z]+){1,4},? #\d{1,3}-\d{1,5}(?!\d)(?:,? Singapore \d{6}(?!\d))?"
)
ENGLISH_STREET = re.compile(f"{ENGLISH_STREET.pattern}|{_HONG_KONG_FLAT}|{_SINGAPORE_BLOCK}")
# a street in the Netherlands or Germany, its kind the end of its name, then its number, postcode and town perhaps
# (Witte de Withstraat 48, 3012 BR Rotterdam; Leopoldstraße 112, 80802 München)
_DUTCH_OR_GERMAN_STREET = (
    # (an office's name before it perhaps: Zollamt München-Nord, Domagkstraße 8)
    r"(?<![A-Za-z])(?:[A-Z][a-zà-ÿß]+(?: [A-Z][a-zà-ÿß]+)?(?:-[A-Z][a-zà-ÿß]+)?, (?=[A-Z][a-zà-ÿß]*(?:straße|strasse|straat|weg|platz)))?"
    r"(?:[A-Z][a-zà-ÿß]+ (?:(?:de|van|der|den|het|von|am|an|zum|zur) )*){0,2}[A-Z][a-zà-ÿß]*"
    r"(?:straat|straße|strasse|weg|laan|plein|gracht|kade|platz|allee|gasse|singel|dijk) \d{1,4}[a-z]?(?![\dA-Za-z])"
    r"(?:, (?:\d{4} ?[A-Z]{2}|\d{5}) [A-ZÄÖÜ][a-zà-ÿß]+(?:-[A-Z][a-zà-ÿß]+)?)?"
)
# a street in Italy, Spain, Portugal or France, its kind first and its number after its name, then its town perhaps
# (Via Pistoiese 128, Prato; Calle de Alcalá 45): where Chinese families abroad live and work
EUROPEAN_STREET = re.compile(
    r"(?<![A-Za-z])(?:Via|Viale|Piazza|Corso|Calle|Avenida|Rua|Rue|Carrer)(?: (?:[A-Z][a-zà-ÿ']+|d[aeio]|del|della|de la|du|dos|das)){1,4}"
    # its postcode perhaps before its town (Calle de Embajadores 45, 28012 Madrid)
    r",? \d{1,4}[A-Za-z]?(?![\dA-Za-z])(?:, (?:\d{5} )?[A-Z][a-zà-ÿ]+(?: [A-Z][a-zà-ÿ]+)?(?![A-Za-z]))?"
)
# a street in Hungary, its kind after its name (út, utca, körút, tér), with its town before it perhaps (Budapest, Rákóczi
# út 42; Váci utca 15)
_HUNGARIAN_STREET = (
    r"(?<![A-Za-z])(?:(?:\d{4} )?[A-ZÁÉÍÓÖŐÚÜŰ][a-záéíóöőúüű]+, )?(?:[A-ZÁÉÍÓÖŐÚÜŰ][a-záéíóöőúüű]+ ){1,3}"
    r"(?:út|utca|körút|tér|u\.) \d{1,4}(?:/[A-Za-z])?(?![\dA-Za-z])"
)
EUROPEAN_STREET = re.compile(f"{EUROPEAN_STREET.pattern}|{_DUTCH_OR_GERMAN_STREET}|{_HUNGARIAN_STREET}")
# a soi off a road in Thailand (Soi 39, Sukhumvit Road) and a jalan in Indonesia with its number (Jl. Gajah Mada No. 128)
SOUTH_EAST_ASIAN_STREET = re.compile(
    r"(?<![A-Za-z])(?:Soi \d{1,3}(?:/\d{1,3})?,? (?:[A-Z][a-z]+ ){1,3}(?:Road|Rd\.?)"
    r"|(?:Jl\.|Jln\.|Jalan) (?:[A-Z][a-z]+ ){1,3}No\. ?\d{1,4}[A-Z]?)"
)
# a Korean road-name address in Hangul: its city perhaps, its district, its road (a 로 and a numbered 길 perhaps) and
# the building's number (서울시 구로구 디지털로 26길 43) and the flat: where a family member abroad lives
KOREAN_STREET = re.compile(
    r"(?<![가-힣])(?:[가-힣]{1,6}(?:특별시|광역시|시|도) )?[가-힣]{1,5}(?:구|군) [가-힣0-9]{1,10}(?:로|길)"
    r"(?: \d{1,3}(?:번길|길))? \d{1,4}(?:-\d{1,4})?(?!\d)"
    r"(?:,? (?:\d{1,4}동 )?\d{1,4}호)?"  # and the flat, its block perhaps (25-3 302호, 12 103동 1502호)
)
# a Japanese address, its prefecture, city and ward perhaps, then the town and its 丁目 with the block, the house and
# the room (大阪市北区天神橋3丁目5-12-802); 丁目 says it is Japanese
JAPANESE_STREET = re.compile(
    rf"(?:{PLACE_CHARACTER}{{1,3}}(?:都|道|府|县))?(?:{PLACE_CHARACTER}{{1,4}}市)?(?:{PLACE_CHARACTER}{{1,3}}区)?"
    rf"{PLACE_CHARACTER}{{0,5}}[\u4e00-\u9fff\u3041-\u30fa]"
    r"\d{1,2}丁目(?:\d{1,3}(?:[-－]\d{1,4}){0,2})?"
)
# every street address written abroad's way, in the order they are looked for
STREETS_ABROAD = (MALAY_STREET, ENGLISH_STREET, EUROPEAN_STREET, SOUTH_EAST_ASIAN_STREET, KOREAN_STREET, JAPANESE_STREET)
# a university or a college named in English (University of Manchester, King's College London, Nanjing University)
ENGLISH_SCHOOL = re.compile(
    r"(?<![A-Za-z])(?:University of(?: [A-Z][a-z]+){1,3}"
    r"|(?!(?:The|A|An|My|Our|Your|This|That) )(?:[A-Z][a-z']+ ){1,3}"
    r"(?:University|College(?: London)?|Institute of Technology|Gymnasium|Lyceum|Grundschule|Realschule)"
    # a school in Spain, Italy or France, its kind first (Colegio Público San Isidro, Liceo Scientifico Galilei)
    r"|(?:Colegio|Instituto|Escuela|Liceo|Scuola|Istituto|Lycée|Collège|École)(?: (?:[A-Z][a-zà-öø-ÿ]+|de|del|de la|di|della)){1,4})"
    r"(?![A-Za-z])"
)
# a firm named in English with its legal form (Suzhou Lumos Optics Co., Ltd.): a signature's employer or a
# contract's party; a brand a customer names comes without its legal form
ENGLISH_FIRM = re.compile(
    r"(?<![A-Za-z])(?!(?:The|A|An|My|Our|Your|This|That) )(?:[A-Z][A-Za-z&'\-]+ ){1,5}"
    r"(?:Co\.,? Ltd\.?|Co\., Limited|Ltd\.?|Limited|Inc\.?|LLC|Corp\.|Corporation|GmbH|Pte\.? Ltd\.?|Sdn\.? Bhd\.?)(?![A-Za-z])"
    r"|(?<![A-Za-z])PT\.? (?:[A-Z][A-Za-z&\-]+ ?){1,4}(?<! )"  # an Indonesian firm (PT Sinar Mas)
    # a public body abroad by its English name, its state perhaps before or after it (Consumer Affairs Victoria, NSW Fair
    # Trading, Fair Work Ombudsman)
    r"|(?<![A-Za-z])(?:(?:NSW|VIC|QLD|WA|SA|NT|ACT) )?(?:[A-Z][a-z]+ ){1,3}(?:Affairs|Tribunal|Commission|Ombudsman|Authority|Bureau|Agency|Trading)"
    r"(?: (?:Victoria|Queensland|Tasmania|Australia|Canada|Ontario|NSW|VIC|QLD|WA|SA|NT|ACT|BC))?(?![A-Za-z])"
)

# words that say what kind of place it is, kept in a surrogate; every other word is a name, and is invented
_KIND_WORDS = frozenset(
    {*_STREET_KINDS, "Unit", "Apt", "Flat", "Apartment", "University", "College", "Institute", "of", "Technology", "London",
     "út", "utca", "körút", "tér",
     # a block, a tower and a room, a side of a town, and the city-states themselves, which name no one's home
     "Blk", "Block", "Tower", "Room", "Suite", "North", "South", "East", "West", "Central", "Singapore", "Hong", "Kong"}
)
_INVENTED_WORDS = "Maple Cedar Willow Harbour Ridge Hillside Brook Meadow Orchard Fairview Linden Ashford".split()
_HANGUL = re.compile(r"[가-힣]+")
_KANA = re.compile(r"[\u3041-\u30faー]+")
_INVENTED_KATAKANA = "サクラ ミドリ アオバ ヒカリ コスモ ミライ".split()
_INVENTED_HIRAGANA = "さくら みどり あおば ひかり こもれび わかば".split()
_INVENTED_WARDS = "中央区 青葉区 緑区 東区 西区".split()
_INVENTED_TOWNS = "本町 桜町 若葉町 旭町 栄町 緑丘".split()
_KOREAN_KINDS = frozenset("시도구군로길동읍면리")  # city, province, district, county, road, street, quarter, town, village
_INVENTED_SYLLABLES = "한솔누리가온보람다온새빛하늘"
_LATIN_TITLES = frozenset((*lx.LATIN_TITLES, "Teacher"))  # kept in a romanised name's surrogate (Teacher Amy too)


def latin_place(original: str, rng: random.Random) -> str:
    """A street or a school in Latin letters or in Hangul: its kinds of word kept (Street, Unit, University of; a
    Korean place's last syllable, 구 or 로), every other word invented and every number redrawn."""
    def word(match: re.Match) -> str:
        text = match.group()
        if text.isdigit():
            return "".join(rng.choice("123456789") for _ in text)
        if text.isascii() and text.isupper() and len(text) <= 3 and text not in _KIND_WORDS:
            return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXY") for _ in text)  # a postcode's letters (WC1E 6BT)
        if _HANGUL.fullmatch(text):
            if text in _KOREAN_KINDS:
                return text  # 26길: a numbered street, the number redrawn
            kind = text[-1] if text[-1] in _KOREAN_KINDS else ""
            return "".join(rng.choice(_INVENTED_SYLLABLES) for _ in range(max(1, len(text) - len(kind)))) + kind
        if _KANA.fullmatch(text):  # パナソニック, ひまわり: an invented word in the same kana
            katakana = "\u30a1" <= text[0] <= "\u30fa"
            return rng.choice([w for w in (_INVENTED_KATAKANA if katakana else _INVENTED_HIRAGANA) if w != text])
        return text if text in _KIND_WORDS else rng.choice([w for w in _INVENTED_WORDS if w != text])

    # letters with accents too (Rákóczi út), and any other script's letters last (Газпром), so no value stays as it was
    return re.sub(r"[A-Za-zÀ-ÖØ-öø-ɏ']+|[가-힣]+|[\u3041-\u30faー]+|\d+|[^\s\d.,;:()（）/#'\-]+", word, original)


def japanese_place(original: str, rng: random.Random) -> str | None:
    """A Japanese address (`JAPANESE_STREET`): its prefecture and city kept, its ward and town invented, every number
    redrawn (大阪市北区天神橋3丁目5-12-802 → 大阪市青葉区本町6丁目3-92-148); None for any other address."""
    if "丁目" not in original:
        return None
    kept = re.match(r"(?:[^\d]*?(?:都|道|府|县))?(?:[^\d]*?市)?", original).group()
    block = re.search(r"\d{1,2}丁目.*$", original).group()
    ward = rng.choice(_INVENTED_WARDS) if "区" in original[len(kept):original.index(block)] else ""
    return kept + ward + rng.choice(_INVENTED_TOWNS) + re.sub(r"\d", lambda _: rng.choice("123456789"), block)


def latin_name(original: str, rng: random.Random, given_names: list[str]) -> str:
    """A romanised name word by word, in the case it was written in (LIU/SIYUAN → TAO/YONG); a title is kept
    (Mdm Wong → Mdm Koh, Ah Seng → Ah Wei)."""
    out = []
    for word in re.split(r"([ ·/])", original):
        if word in {" ", "·", "/", ""} or word.rstrip(".") in _LATIN_TITLES:
            out.append(word)
            continue
        if word.capitalize() in lx.ROMANISED_SURNAMES:
            new = rng.choice([name for name in sorted(lx.ROMANISED_SURNAMES) if name != word.capitalize()])
        else:
            new = rng.choice([name for name in given_names if name.lower() != word.lower()])
        out.append(new.upper() if word.isupper() and len(word) > 1 else new.lower() if word.islower() else new)
    return "".join(out)


_LATIN_RUN = re.compile(  # letters of Western names too (Hans Müller, José)
    # a run starts after no letter, or right after an acronym of capitals it is written against (公司的ITAlex Wong,
    # HRGrace): a post then the name, without the space
    # ((?=[A-Z]) first: most positions fail there, before the three looks behind)
    r"(?=[A-Z])(?:(?<![A-Za-z0-9@._/\-])|(?<=(?<![A-Za-z0-9@._/\-])[A-Z]{2})|(?<=(?<![A-Za-z0-9@._/\-])[A-Z]{3}))"
    r"[A-Z][a-zà-öø-ÿ]{1,11}(?:[ ·][A-Z][a-zà-öø-ÿ]{1,11}){0,2}"
    # and ends before no letter nor digit, or before the sum a ledger writes against it (借给同事Lily1500元)
    r"(?:(?![A-Za-z0-9@_/\-])|(?=\d+(?:\.\d+)?(?:元|块|万|千|百)))"
)


_FIRM_AFTER = ("中介", "公司", "集团", "地产", "房产", "银行", "酒店", "超市", "事务所", "餐厅", "工作室")


def latin_names(text: str) -> Iterable[Span]:
    """Capitalised words that name a person: with a romanised surname among two or three
    words (Tony Wang, Wong Ka Yan), or right after a word that introduces a name (英文名是 Grace)."""
    for match in _LATIN_RUN.finditer(text):
        if match.group() in _ROMANISED_NOT_NAMES or text.startswith(_FIRM_AFTER, match.end()):
            continue  # (Barry Plant中介管的: a firm named after its founder)
        words = re.split(r"[ ·]", match.group())
        before = text[max(0, match.start() - 6):match.start()].rstrip(" ：:是,，")
        if len(words) >= 2 and words[0] in _GREETINGS and text[match.end():match.end() + 1] in _AFTER_A_GREETING:
            # Hi Jason，…: the greeting runs into the name it addresses (not Hello World程序)
            yield Span(match.start() + len(words[0]) + 1, match.end(), 0.7)
        elif len(words) >= 2 and any(word in lx.ROMANISED_SURNAMES for word in words):
            yield Span(match.start(), match.end(), 0.75)
        elif (before.endswith(lx.LATIN_NAME_INTRODUCERS) and not _THING_CALLED.search(before)) \
                or text.startswith(_TITLES_AFTER_A_NAME, match.end()):
            yield Span(match.start(), match.end(), 0.7)  # 英文名是 Grace; Hans Müller先生
        elif len(words) >= 2 and before.endswith(("国人", "籍")) and text[match.end():match.end() + 1] in ("，", ",", "。", "（", "(", "") \
                and not any(word in _NOT_IN_A_NAME for word in words):
            yield Span(match.start(), match.end(), 0.7)  # 是个德国人，Lukas Brenner，: who someone is, then their name
        elif len(words) >= 2 and _PERSON_IN_BRACKETS_AFTER.match(text, match.end()) \
                and not any(word in _NOT_IN_A_NAME for word in words):
            yield Span(match.start(), match.end(), 0.7)  # Chinedu Okafor（老客户，叫他阿杜）: who the name is, in brackets
        elif len(words) >= 2 and _DOCUMENT_AFTER.match(text, match.end()) and not any(word in _NOT_IN_A_NAME for word in words):
            yield Span(match.start(), match.end(), 0.7)  # 301房 Lukas Berger 护照…: a guest's name, then their papers
        elif words[0].lower() in _GIVEN_NAMES_ALONE and len(words) <= 3:
            yield Span(match.start(), match.end(), 0.7)  # 你还记得Cindy吗, 外傭：Maria Santos: a given name and a surname
        elif len(words) == 2 and all(_PINYIN_SYLLABLE.fullmatch(word.lower()) for word in words) \
                and _HAN_OR_PAUSE_AFTER.match(text, match.end()):
            yield Span(match.start(), match.end(), 0.6)  # Mei Ling说, Xin Yi爸爸: a given name of two syllables
    for match in _LATIN_TITLED.finditer(text):
        yield Span(match.start(), match.end(), 0.75)  # Ms. Chen, Aunt May
    if (signed := _SIGNED_IN_LETTERS.search(text)) is not None:
        yield Span(signed.start("name"), signed.end("name"), 0.7)  # …cracked in two days. —— Brandon Miller
    for match in _NAME_IN_BRACKETS.finditer(text):
        if not any(word in _NOT_IN_A_NAME for word in match.group("name").split()):
            yield Span(match.start("name"), match.end("name"), 0.7)  # 宋赛（Somsay Phommavong）
    for match in _INITIAL_TITLED.finditer(text):
        yield Span(match.start(), match.end(), 0.7)  # W老师: a surname's initial before a title
    for match in _SURNAME_IN_BRACKETS_SPEAKING.finditer(text):
        yield Span(*match.span("name"), 0.7)  # Sunny（梁）：…: a salesperson's English name, her surname in brackets
        yield Span(*match.span("surname"), 0.7)


# a name of two or three capitalised words in brackets after a name in characters (宋赛（Somsay Phommavong）): the same
# person's, written in letters; not a school's, a firm's, a place's or a street's (北京大学（Peking University）)
# a review or a letter signed in letters after a dash at its very end (—— Brandon Miller)
_SIGNED_IN_LETTERS = re.compile(r"(?:——|--)\s?(?P<name>[A-Z][a-z]{1,14}(?: [A-Z][a-z]{1,14}){1,2})\s*$")
_NAME_IN_BRACKETS = re.compile(
    r"(?<=[\u4e00-\u9fff][（(])(?P<name>[A-Z][a-zà-öø-ÿ]{1,14}(?: [A-Z][a-zà-öø-ÿ]{1,14}){1,2})(?=[）)])"
)
_NOT_IN_A_NAME = frozenset({*_STREET_KINDS, "University", "College", "Institute", "School", "Company", "Group", "Bank",
                            "Hospital", "Hotel", "Center", "Centre", "Park", "Station", "Airport", "District", "City", "Province"})


# brackets after a name saying who the person is to the writer (（老客户，叫他阿杜）, （尼日利亚人）)
_PERSON_IN_BRACKETS_AFTER = re.compile(r"[（(][^）)\n]{0,10}?(?:客户|顾客|朋友|同事|邻居|房东|租客|男友|女友|同学|叫他|叫她|国人|籍)")
# the papers a register lists after a guest's or a client's name
_DOCUMENT_AFTER = re.compile(r"\s?(?:护照|证件|身份证|回乡证|通行证|居留许可)")
# a thing, not a person, is what is called so (伦敦的地铁叫Tube, 这个软件叫Notion)
_THING_CALLED = re.compile(r"(?:地铁|公交|火车|这个|那个|店|餐厅|软件|应用|游戏|电影|歌|书|牌子|品牌|网站|节目|系统|[Aa]pp|APP)(?:的名字)?叫$")
_GIVEN_NAMES_ALONE = lx.ENGLISH_GIVEN_NAMES - lx.ENGLISH_NAMES_THAT_ARE_WORDS
# a display name in letters with the surname in brackets, speaking (Sunny（梁）：…)
_SURNAME_IN_BRACKETS_SPEAKING = re.compile(
    r"(?<![A-Za-z])(?P<name>[A-Z][a-z]{1,11})[（(](?P<surname>" + lx.SURNAME_PATTERN + r")[）)](?=[：:])"
)
_INITIAL_TITLED = re.compile(r"(?<![A-Za-z])[A-Z](?=老师|总|经理|医生|主任|教授|律师|同学)")
_TITLES_AFTER_A_NAME = ("先生", "女士", "小姐", "教授", "博士")
_GREETINGS = frozenset({"Hi", "Hello", "Hey", "Dear"})
_PINYIN_SYLLABLE = re.compile(PINYIN_SYLLABLE)
# romanised words that are no one's name though they read as one (a place, an app)
_ROMANISED_NOT_NAMES = frozenset({"Hong Kong", "Sha Tin", "Tai Po", "Wan Chai", "Yuen Long", "Tai Wai", "Ma On", "Tin Shui", "Wei Xin"})
_HAN_OR_PAUSE_AFTER = re.compile(r"[\u4e00-\u9fff，。！？、：:,.!?\s]|$")
_AFTER_A_GREETING = ("", "，", ",", "！", "!", "：", ":", "\n", " ")
# An English title before a capitalised name: the name is someone's, the title comes with it (Ms. Chen,
# Mdm Wong, and Ah Seng: Ah leads a Hokkien or Cantonese name as 阿 does)
_LATIN_TITLED = re.compile(
    rf"(?<![A-Za-z])(?:{'|'.join(lx.LATIN_TITLES)})\.?\s?[A-Z][a-zà-öø-ÿ]{{1,11}}(?:\s[A-Z][a-zà-öø-ÿ]{{1,11}})?(?![A-Za-zà-öø-ÿ])"
)
