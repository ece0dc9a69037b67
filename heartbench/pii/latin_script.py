"""Personal data written in Latin letters inside Chinese text: how a street address (in English or Malay) and a
university named in English are found, and how a surrogate keeps the script of what it replaces (LIU/SIYUAN →
TAO/YONG, Carlton 112 Lygon Street → Hillside 836 Maple Street, Nanjing University → Cedar University)."""

from __future__ import annotations

import random
import re

from heartbench.pii import lexicon as lx

# a street in Malaysia or Singapore with its house number (Jalan Bukit Bintang 88号)
MALAY_STREET = re.compile(
    rf"(?<![A-Za-z])(?:{'|'.join(lx.MALAY_STREET_KINDS)})\s[A-Z0-9][A-Za-z0-9/]*"
    r"(?:\s[A-Z0-9][A-Za-z0-9/]*){0,3}\s?\d{1,4}\s?号"
)
_STREET_KINDS = ("Street", "St", "Road", "Rd", "Avenue", "Ave", "Lane", "Drive", "Way", "Place", "Crescent", "Court")
# a street address in English, with its suburb and flat (Carlton 112 Lygon Street Unit 7)
ENGLISH_STREET = re.compile(
    rf"(?<![A-Za-z])(?:[A-Z][a-z]+ )?\d{{1,5}} (?:[A-Z][a-z]+ ){{1,3}}(?:{'|'.join(_STREET_KINDS)})"
    r"(?![A-Za-z])(?:,? (?:Unit|Apt|Flat|Apartment) \d{1,4})?"
)
# a university or a college named in English (University of Manchester, King's College London, Nanjing University)
ENGLISH_SCHOOL = re.compile(
    r"(?<![A-Za-z])(?:University of(?: [A-Z][a-z]+){1,3}"
    r"|(?!(?:The|A|An|My|Our|Your|This|That) )(?:[A-Z][a-z']+ ){1,3}"
    r"(?:University|College(?: London)?|Institute of Technology))(?![A-Za-z])"
)
# a firm named in English with its legal form (Suzhou Lumos Optics Co., Ltd.): a signature's employer or a
# contract's party; a brand a customer names comes without its legal form
ENGLISH_FIRM = re.compile(
    r"(?<![A-Za-z])(?!(?:The|A|An|My|Our|Your|This|That) )(?:[A-Z][A-Za-z&'\-]+ ){1,5}"
    r"(?:Co\.,? Ltd\.?|Co\., Limited|Ltd\.?|Limited|Inc\.?|LLC|Corp\.|Corporation|GmbH|Pte\.? Ltd\.?)(?![A-Za-z])"
)

# words that say what kind of place it is, kept in a surrogate; every other word is a name, and is invented
_KIND_WORDS = frozenset(
    {*_STREET_KINDS, "Unit", "Apt", "Flat", "Apartment", "University", "College", "Institute", "of", "Technology", "London"}
)
_INVENTED_WORDS = "Maple Cedar Willow Harbour Ridge Hillside Brook Meadow Orchard Fairview Linden Ashford".split()
_LATIN_TITLES = frozenset((*lx.LATIN_TITLES, "Teacher"))  # kept in a romanised name's surrogate (Teacher Amy too)


def latin_place(original: str, rng: random.Random) -> str:
    """A street or a school in Latin letters: its kinds of word kept (Street, Unit, University of), every other
    word invented and every number redrawn."""
    def word(match: re.Match) -> str:
        text = match.group()
        if text.isdigit():
            return "".join(rng.choice("123456789") for _ in text)
        return text if text in _KIND_WORDS else rng.choice([w for w in _INVENTED_WORDS if w != text])

    return re.sub(r"[A-Za-z']+|\d+", word, original)


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
