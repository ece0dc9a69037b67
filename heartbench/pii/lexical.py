"""The recogniser of personal names, over LAC's tags (addresses: `heartbench.pii.addresses`;
organisations and schools: `heartbench.pii.organisations`; the packaged name lists: `heartbench.pii.packaged_lists`).

The backbone is Baidu's LAC (lexical analysis: segmentation, part of speech and PER / LOC /
ORG tags, a BiGRU-CRF run by onnxruntime; `benchmarks/ner_backbones.py` compares it with
jieba: name recall 0.92 against 0.65, and a tenth of the false alarms on the v1 dialogues).
On top of its tags, rules cover what a tagger does not: title forms (李主任 → the name is 李),
老X / 小X, romanised names (Tony Wang), a name repeated or shortened to its given name,
public and fictional figures and brands (not personal data), chat speakers and online handles.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii import learned, nickname_deeds, record_slots, split_names, titles, word_nicknames
from heartbench.pii.chat import chat_speakers
from heartbench.pii.given_names import given_names_standing_alone, nicknames_in_speech
from heartbench.pii.handles import aliases, online_handles
from heartbench.pii.latin_script import latin_names
from heartbench.pii.name_lists import (
    buyers_of_orders,
    listed_beside_a_name,
    listed_with_names,
    numbered_list_items,
    spaced_roster_names,
)
from heartbench.pii.names import (
    JAPANESE_SURNAMES,
    PLACEHOLDER_NAMES,
    NamesByInitial,
    dai_given_name,
    dictionary_tag,
    dictionary_word,
    doubled_nicknames,
    everyday_word,
    given_names_after_relations,
    is_foreign_transliteration,
    known_word,
    non_han_given_names,
    part_of_known_name,
    relation_led_names,
    romanised_names,
)
from heartbench.pii.not_names import (
    acts_with_me,
    food_after_eating,
    kin_pair,
    names_no_one,
    no_name_here,
    paired_with_a_character,
    pets_named,
    public_name_and_more,
    role_speaking,
    split_from_neighbours,
    written_amount,
)
from heartbench.pii.packaged_lists import packaged_brands, packaged_employer_brands, packaged_public_names
from heartbench.pii.recognizers import PERSON
from heartbench.pii.record_slots import placed_names
from heartbench.pii.repeats import with_repeats
from heartbench.pii.slot_names import slot_names
from heartbench.pii.split_names import (
    FUNCTION_CHARACTERS,
    NOT_A_LAST_CHARACTER,
    familiar_surname_before_there,
    first_syllable_read_as_numeral,
    given_name_after_a_tagged_surname,
    given_name_after_relation,
    given_name_misread,
    given_name_run_into_yu,
    names_tagged_in_two,
    rare_surname_then_given,
    second_syllable_apart,
    surname_after_a_time_unit,
    surname_glued_before,
    surname_then_birth_order,
    surnames_before_a_cut_title,
    tibetan_first_half_read_as_words,
    with_the_cut_character,
)
from heartbench.pii.titles import (
    FUNCTION_TAGS,
    households_by_surname,
    surname_led,
    surnames_named_as_such,
)
from heartbench.pii.tokens import HAN, Span, TokenRecognizer, Tokens, non_overlapping
from heartbench.pii.turkic_names import in_turkic_context, whole_turkic_names

_GIVING = frozenset("俾畀给同搵陪帮")  # verbs and prepositions said before a relation (俾阿爸, 搵阿妈)
# who brings two families together, after thanking or asking them (谢媒人, 托媒人): no surname 谢 or 托 there
_GO_BETWEENS = frozenset("媒人 红娘 介绍人 中间人".split())
_THANKING_OR_ASKING = frozenset("谢请托找")
# the name rules of other modules that read the tagged words alone
_TOKEN_RULES = (
    *split_names.TOKEN_RULES, *record_slots.TOKEN_RULES, *titles.TOKEN_RULES, *word_nicknames.TOKEN_RULES,
    *nickname_deeds.TOKEN_RULES,
)


# Names --------------------------------------------------------------------------------------
_LATIN_GIVEN = re.compile(r"[A-Za-z]{2,15}")
_INITIALS = re.compile(r"[a-z]{2,4}")


def _names_someone(text: str, span: Span) -> bool:
    """Not a span cut across a sentence's words, a name that names no one here, or food after eating: the checks every
    rule's name and the learned tagger's pass."""
    return not no_name_here(text, span) and not names_no_one(text, span.start, span.end) and not food_after_eating(text, span)


class PersonRecognizer(TokenRecognizer):
    """Personal names: LAC's person tags with title forms split off, 老X / 小X, a surname
    before a title (庞老师), romanised names, and every repeat of a name found."""

    entity = PERSON

    def __init__(self, public_names: Iterable[str] = ()):
        self.brands = packaged_brands()
        self.characters = packaged_public_names() | frozenset(public_names)
        """Public and fictional people: a name paired with one is a character too (not a brand: 乐乐和小米粒)."""
        self.public_names = self.characters | self.brands
        self.public_index = NamesByInitial(self.public_names)

    def find(self, text: str, tokens: Tokens) -> list[Span]:
        non_han = list(non_han_given_names(text))
        foreign = not in_turkic_context(text, non_han)  # in Xinjiang a name of sounds is a citizen's (艾尼瓦尔)
        not_personal_here = self._not_personal(tokens, foreign)
        in_text = NamesByInitial(not_personal_here)
        spans = [
            *self._tagged(tokens, foreign), *self._introduced(tokens), *given_names_after_relations(tokens),
            *given_names_standing_alone(tokens), *nicknames_in_speech(text), *_speakers(tokens),
            *_pupils_joined_to_their_class(tokens), *numbered_list_items(text, tokens), *listed_with_names(text, tokens),
            *spaced_roster_names(text, tokens), *surnames_named_as_such(text), *latin_names(text),
            *relation_led_names(text, *tokens), *romanised_names(text), *slot_names(text), *doubled_nicknames(*tokens),
            *_brands_named_by_role(tokens, self.brands),
            *(span for rule in _TOKEN_RULES for span in rule(tokens)),
        ]
        spans = [
            span for span in spans
            if _names_someone(text, span)
        ]
        # named by where they stand, whatever their words (奶茶不加糖): a handle, a chat's speaker, a nickname
        # given with the real name; never a character, even after a work's title (主播唱首《晴天》吧 追光者2019：);
        # and given names that are no Chinese word, whatever follows them (阿布都请我: 都 is no particle there), and
        # households by their surname (住着那家和关家: 那 is no demonstrative there)
        spans += [
            *online_handles(text), *chat_speakers(text), *aliases(text, tokens.words, tokens.starts), *placed_names(text),
            *non_han, *whole_turkic_names(text, tokens, non_han), *households_by_surname(text), *buyers_of_orders(text),
            *nickname_deeds.characters_addressed(text, self.characters),
        ]
        spans += [span for span in learned.names_between(text, tokens, spans) if self._learned_name_stands(text, span, foreign)]
        # never a name cut from a longer one that is not personal data (邓布利 / 多 beside 邓布利多)
        spans = [
            span for span in spans
            if _phrase_handle(text, span)  # 易烊千玺的小太阳, 笔名叫北岛以南: a handle, not the idol or the poet
            or not part_of_known_name(text, span.start, span.end, self.public_index)
            and not part_of_known_name(text, span.start, span.end, in_text)
            and not public_name_and_more(text[span.start:span.end], self.public_index)
            and not paired_with_a_character(text, span, (self.characters, not_personal_here))
        ]
        spans = [with_the_cut_character(tokens, span, text) for span in spans]
        spans = surnames_before_a_cut_title(text, names_tagged_in_two(tokens, non_overlapping(spans)))
        spans = first_syllable_read_as_numeral(text, spans)
        pets = pets_named(text, tokens)  # 两只猫小橘和煤球，小橘上周…: the pet wherever it stands after
        return with_repeats(text, tokens, [span for span in spans if text[span.start:span.end] not in pets])

    def _learned_name_stands(self, text: str, span: Span, foreign: bool) -> bool:
        """A name the learned tagger found where no rule did, judged as LAC's names and the rules' spans are."""
        name = text[span.start:span.end]
        return not self._not_a_person(name, name, foreign_names=foreign) and _names_someone(text, span)

    def _not_personal(self, tokens: Tokens, foreign: bool) -> set[str]:
        """PER words of this text that are nobody's personal data."""
        return {
            word for word, tag in zip(tokens.words, tokens.tags, strict=True)
            # (a foreign name with its title in the word is someone's here: 店长山本先生)
            if tag == "PER" and self._not_a_person(_without_title(word), word, foreign_names=foreign and _without_title(word) == word)
        }

    def _not_a_person(self, name: str, word: str, everyday_names: bool = True, foreign_names: bool = True) -> bool:
        """Whether a tagged name is nobody's: a public or placeholder name, a role, a relation, (unless
        `foreign_names` is off) a foreign one, or (unless `everyday_names` is off) a word the lexicon lists
        as no name."""
        return (
            name in self.public_names or word in self.public_names or name in PLACEHOLDER_NAMES or role_speaking(word)
            or kin_pair(word) or written_amount(word) or name in lx.RELATIONS or word in lx.RELATIONS
            or (word[:-1] in lx.RELATIONS and word[-1] in NOT_A_LAST_CHARACTER)  # 阿大 / 来: a relation and a verb
            or (word[1:] in lx.RELATIONS and word[0] in _GIVING)  # 俾阿爸: "to dad" in Cantonese, a verb and a relation
            or (word[1:] in _GO_BETWEENS and word[0] in _THANKING_OR_ASKING)  # 谢媒人: thanking the matchmaker, a verb and a role
            or (everyday_names and name in lx.NOT_A_NAME) or (foreign_names and is_foreign_transliteration(name))
        )

    def _tagged(self, tokens: Tokens, foreign: bool) -> Iterable[Span]:
        words, tags, starts = tokens
        for i, (word, tag, start) in enumerate(zip(words, tags, starts, strict=True)):
            if tag != "PER":
                continue
            word = word.rstrip()  # 晏更 / 阿辉: a space the tagger kept at the end of the word
            if not word:
                continue
            if " " in word.strip():  # 9月3日 / 晴 达瓦: a diary's weather run into the name; the name is the last part
                start += word.rindex(" ") + 1
                word = word[word.rindex(" ") + 1:]
            following = words[i + 1] if i + 1 < len(words) else ""
            if (end := _fathers_name_after_dot(tokens, i)) is not None:
                yield Span(start, end, 0.8)  # 阿依努尔 / · / 买买提: a name, then the father's name
                continue
            if (end := given_name_run_into_yu(tokens, i)) is not None:
                yield Span(start, end, 0.8)  # 朴美 / 善于 / 昨日: the given name's last character read into 善于
                continue
            if (begin := surname_glued_before(tokens, i)) is not None:
                yield Span(begin, start + len(word), 0.8)  # 本科 / 生程 / 雨萱: the surname glued to the word before
                continue
            if (end := surname_then_birth_order(tokens, i)) is not None:
                yield Span(start, end, 0.7)  # 牛 / 二 / ，: 牛二
                continue
            if (begin := tibetan_first_half_read_as_words(tokens, i)) is not None:
                yield Span(begin, start + len(word), 0.7)  # 才 / 让 / 东主: 才让东主
                continue
            if (begin := familiar_surname_before_there(tokens, i)) is not None:
                yield Span(begin, start + 1, 0.7)  # 门卫老 / 郑那儿: at 老郑's place
                continue
            # a name the tagger ran into a pronoun or a particle of a dialect (小张你, 阿强佢哋): it ends before it
            particle = next((k for k, char in enumerate(word) if char in lx.NEVER_IN_NAMES), None)
            if particle is not None and particle >= 2:
                # and after an endearment or a relation it begins (囡囡希希喺…: the girl is 希希)
                lead = next((len(kin) for kin in _KIN_LEADS if word.startswith(kin) and particle - len(kin) >= 2), 0)
                if not self._not_a_person(word[lead:particle], word[lead:particle]):
                    yield Span(start + lead, start + particle, 0.7)
                continue
            if word.startswith("班") and (tags[i - 1:i] == ["m"] or words[i - 1:i] in (["）"], [")"])):
                continue  # 高一（3）班苗欣怡: the pupil joined to the class (`_pupils_joined_to_their_class`)
            if word[0] == "莫" and len(word) == 2 and word[1] in NOT_A_LAST_CHARACTER:
                continue  # 堵死了莫走: "don't go" in the south-west, not the surname 莫
            if word[0] == "周" and words[i - 1:i] and words[i - 1][-1] in "上下本这每" and tags[i - 1] in {"v", "d", "r"}:
                continue  # 说下 / 周发: the week cut across (下周发), not the surname 周
            if len(word) == 2 and word[1] in FUNCTION_CHARACTERS and words[i - 1:i] in (["大"], ["老"], ["小"]):
                continue  # 大 / 刘和 / 老疙瘩: the surname of 大刘 (`titles`) and "and"
            if len(word) >= 3 and word[-1] in "师员" and known_word(word[:-1]) and not word.endswith(lx.TITLES_LONGEST_FIRST):
                continue  # 验光师 tagged a person: a trade (验光 + 师), not a name (程老师 is one)
            if not HAN.search(word):
                if _LATIN_GIVEN.fullmatch(word) and (word[0].isupper() or word.lower() in lx.ENGLISH_GIVEN_NAMES):
                    yield Span(start, start + len(word), 0.7)  # Tony, Jessica: the tagger reads them as people
                elif _INITIALS.fullmatch(word) and (i == 0 or words[i - 1] in lx.RELATIONS or tags[i - 1] == "w") \
                        and not any(_LATIN_GIVEN.fullmatch(words[k]) for k in (i - 2, i + 2) if 0 <= k < len(words)):
                    # 前男友zhx, 救命 zyh今天…: a name's initials in pinyin; not a word of an English sentence (half the photos)
                    yield Span(start, start + len(word), 0.7)
                continue
            if word in lx.SURNAMES and tags[i + 1:i + 2] == ["PER"] and len(following) <= 2 and HAN.fullmatch(following):
                yield Span(start, start + 1 + len(following), 0.85)  # 房 / 佳琪: the surname split off
                continue
            if word in lx.SURNAMES and (end := given_name_after_a_tagged_surname(tokens, i)) is not None:
                name = "".join(words[i:i + 2])
                if not self._not_a_person(name, name):  # 钟 / 南山 is a public figure
                    yield Span(start, end, 0.7)  # 喻 / 家豪: the surname tagged, the given name read as a noun
                continue
            if word in lx.SURNAMES and given_name_misread(tokens, i):
                yield Span(start, start + 1 + len(following), 0.7)  # 漆 / 东海于昨晚…: a given name read as a place
                continue
            if word in lx.SURNAMES and given_name_after_relation(tokens, i):
                yield Span(start, start + 1 + len(following), 0.7)  # 我继父，温 / 建设。: a given name that is a word
                continue
            if split_from_neighbours(tokens, i):
                if surname_after_a_time_unit(tokens, i):
                    yield Span(start + 1, start + len(word), 0.7)  # 上 / 周花 / 老师: the week, then the teacher's surname
                continue
            before = words[i - 1] if i else ""
            if before and HAN.fullmatch(word) and len(word) >= 2 and before[-1] + word[0] in lx.COMPOUND_SURNAMES:
                yield Span(start - 1, start + len(word), 0.8)  # 鲜 / 于明轩: a compound surname the tagger split
                continue
            # not before 阿 and a given name (铲屎 / 官 / 阿宁: 阿宁 is a nickname whole), but before 阿婆 (游 / 阿婆)
            nickname = word[0] == "阿" and word not in lx.RELATIONS and word not in lx.TITLES
            if len(word) == 2 and HAN.fullmatch(word) and before in lx.SURNAMES and before not in FUNCTION_CHARACTERS \
                    and not nickname and word not in lx.NOT_A_NAME:  # not 来 / 张罗, "I'll arrange it"
                yield Span(start - 1, start + 2, 0.8)  # 申请人仝 / 建华: a rare surname read as a preposition
                continue
            name = _without_title(word)
            familiar = len(word) == 2 and word[0] in "老小阿" and word[1] in lx.SURNAMES  # 小张, 老刘
            # 借钱的人叫苟富贵: after 叫 a word tagged a person is a name, whatever else it may mean
            introduced = i > 0 and words[i - 1] in lx.INTRODUCERS
            # 室友胖子: after a relation, a word tagged a person is that person's nickname, however everyday;
            # so after 跟 / 陪 / 约 (跟可可在岳麓山上拍照): someone went along
            related = i > 0 and (words[i - 1] in lx.RELATIONS or words[i - 1] in _WENT_ALONG)
            # a character's name that does something with me is a nickname (大雄每天陪我吃午饭)
            invited = "".join(words[max(0, i - 2):i]) in _INVITED_ALONG  # 叫上胖虎和…: a friend asked along
            known_to_me = name in self.characters and (acts_with_me("".join(words[i + 1:i + 5]), 0) or invited or related)
            # a foreign name with a title or after a relation is someone's here (店长佐藤先生), not a public figure's
            # (or with the title in the same word: 店长山本先生)
            private = introduced or related or (i + 1 < len(words) and words[i + 1] in lx.TITLES) or before in _MET_AT_WORK \
                or name != word
            nobody = self._not_a_person(name, word, everyday_names=not introduced, foreign_names=foreign and not private)
            if nobody and not known_to_me or (
                name == word and not (familiar or introduced or related or listed_beside_a_name(tokens, i)) and everyday_word(word, 100)
            ):
                continue  # 冷风 tagged a person: an everyday word (a given name such as 建国 is not one of these)
            if related and len(word) == 1 and (end := second_syllable_apart(tokens, i)) is not None:
                yield Span(start, end, 0.7)  # 爷爷丹 / 增 / 今年: a two-character name the tagger split
                continue
            if len(word) == 1 and before in _CANTONESE_NICKNAME_LEADS:
                yield Span(start - len(before), start + 1, 0.7)  # 細佬 / 輝: a nickname of a lead and one character
                continue
            honoured_parent = name in lx.SURNAMES and following in _PARENTS_IN_LETTERS and words[i + 2:i + 3] == ["大人"]
            # 护士长 / 缪 / ：: someone speaking by role and surname
            speaking_by_role = name in lx.SURNAMES and following in {"：", ":"} and before.endswith(lx.POST_ENDINGS)
            if len(name) == 1 and (name == word or name in _KIN_ORDER) and not honoured_parent and not speaking_by_role:
                continue  # a lone character tagged as a person is mostly noise; 二伯, 大姨 are kin by order
            if name == word and name in lx.COMPOUND_SURNAMES and 1 <= len(following) <= 2 and HAN.fullmatch(following) \
                    and following not in lx.TITLES:
                name += following  # 澹台 / 明月: the tagger stopped at the compound surname (欧阳 / 女士: a title after it)
            if len(name) >= 3 and name[-1] in lx.BODY_PARTS and following in lx.HURT:
                name = name[:-1]  # 小王手 / 受伤了: the part of the body hurt, glued to the name
            kin = next((len(lead) for lead in _KIN_LEADS if name.startswith(lead) and name[len(lead):] in lx.SURNAMES), 0)
            yield Span(start + kin, start + len(name), 0.85)  # (阿嫲黃婆婆: the surname after the kin word)

    @staticmethod
    def _introduced(tokens: Tokens) -> Iterable[Span]:
        """A surname-led word right after 我叫 / 前妻 / 那位 that the tagger missed (许诺, 成慧)."""
        words, tags, starts = tokens
        for i in range(1, len(words)):
            word, before = words[i], words[i - 1]
            if before.isspace() and i >= 2:
                before = words[i - 2]  # 个人简历 / 储 / 文轩: a heading set off by a space
            if word.endswith(lx.POST_ENDINGS) and words[i + 1:i + 2] in (["："], [":"]):
                continue  # 高班长 / 安全员：小乔: the next field's role, no name after 班长
            # 叫仝 / 国庆, 丈夫敬 / 海波, 同桌鲜 / 于 / 一诺: a surname apart, then a given name read as a word
            # or listed after a name (陈清泉 8:30、曾 / 宝珠 9:00)
            listed = before == "、" and any(tag == "PER" for tag in tags[max(0, i - 4):i - 1])
            # a contract's or a complaint's party, its role perhaps cut by the tagger (买 / 受 / 人 / 吴江山, 投诉 / 人 / 党 / 建国)
            party = "".join(words[max(0, i - 3):i]).endswith(_CONTRACT_PARTIES)
            if before in lx.INTRODUCERS or before in lx.RELATIONS or before in _RECORD_ROLES or listed or party:  # 被申请人付 / 光明
                if (end := rare_surname_then_given(tokens, i, after_a_party=party)) is not None:
                    yield Span(starts[i], end, 0.6)
                    continue
            following = tags[i + 1] if i + 1 < len(words) else "w"
            if _self_named(words, i) and tags[i] in {"LOC", "ORG", "nz", "n"} and following == "w" \
                    and 2 <= len(word) <= 4 and HAN.fullmatch(word) and not everyday_word(word):
                yield Span(starts[i], starts[i] + len(word), 0.6)  # 我叫努尔兰，: a name the tagger read as a place
                continue
            # 家属仇明电话188…, 她姐桂兰家: a contact or a home follows a name
            contact_after = i + 1 < len(words) and (words[i + 1] in _CONTACT_WORDS or words[i + 1] == "家")
            dai = before in lx.INTRODUCERS and dai_given_name(word)
            if tags[i] == "PER" or not (surname_led(word) or dai) or (following not in FUNCTION_TAGS and not contact_after):
                continue  # dai: 叫岩温 / ，
            party = party and not dictionary_word(word)
            related = before in lx.RELATIONS or before in _RECORD_ROLES or party
            # after a relation, a noun, or a short word the tagger took for a firm that no list knows (她姐 / 桂兰)
            unknown_firm = (
                tags[i] == "ORG" and len(word) <= 3 and HAN.fullmatch(word) and not everyday_word(word)
                and word not in packaged_brands() and word not in packaged_employer_brands()
            )
            if before in lx.INTRODUCERS or (related and (tags[i] in {"n", "nz"} or unknown_firm or (party and tags[i] == "LOC"))):
                if not everyday_word(word):  # after 我叫 any word; after 前妻 / 同事 a noun (not 同事安慰)
                    yield Span(starts[i], starts[i] + len(word), 0.6)
            elif (
                related and tags[i] in _WORD_NAME_TAGS and words[i + 1:i + 2] not in (["地"], ["得"])
                and not word.endswith(("地", "得")) and (not dictionary_word(word) or dictionary_tag(word) == "ns")
                and word[0] not in FUNCTION_CHARACTERS
            ):
                # 前妻 / 成慧 (v), 闺蜜 / 甘甜 (ad), 男朋友 / 宁远 (d): after a relation, a word the dictionary knows only as a
                # name or a place, or not at all; one it knows as a word is what the relation
                # did (领导施压, 同事高兴地说)
                yield Span(starts[i], starts[i] + len(word), 0.6)


# a contract's party, or a complaint's or a report's (投诉 / 人 / 党建国: the role cut by the tagger)
_CONTRACT_PARTIES = (
    "买受人", "出卖人", "出租人", "承租人", "借款人", "出借人", "担保人", "受让人", "转让人", "委托人", "受托人",
    "投诉人", "举报人", "报案人", "被投诉人", "被举报人", "卖方", "买方",
)
_WENT_ALONG = frozenset("跟 陪 约".split())
_KIN_LEADS = tuple(sorted(lx.ENDEARMENTS | lx.RELATIONS, key=len, reverse=True))
# whom one serves, teaches, guides or studies with: a foreign name after these is someone met (俄罗斯客人娜塔莎), not a public figure
_MET_AT_WORK = frozenset("客人 客户 顾客 买家 外教 学员 房客 租客 病人 患者 雇主 游客 旅客 乘客 住客 留学生 交换生 导游 翻译".split())
_INVITED_ALONG = frozenset("叫上 约上 喊上 带上 拉上".split())


def _fathers_name_after_dot(tokens: Tokens, index: int) -> int | None:
    """Where a Uyghur or Kazakh name ends that the tagger tagged up to its middle dot: the father's name
    after the dot (two to five characters) belongs to it."""
    words, _, starts = tokens
    word = words[index]
    after = index + 1 if word.endswith("·") else index + 2
    if not (word.endswith("·") or words[index + 1:index + 2] == ["·"]) or after >= len(words):
        return None
    father = words[after]
    return starts[after] + len(father) if 2 <= len(father) <= 5 and HAN.fullmatch(father) else None


def _phrase_handle(text: str, span: Span) -> bool:
    """A handle made as a phrase (易烊千玺的小太阳, 胡同里的猫), given as one (笔名叫北岛以南), or a chat's display name
    with a prefix before a dash (小米妈妈-贺丽华): whatever public name it holds, it is someone's."""
    name = text[span.start:span.end]
    given = _HANDLE_GIVEN.search(text, max(0, span.start - 5), span.start) is not None
    return (len(name) >= 5 and "的" in name[1:-1]) or (len(name) >= 4 and given) or _DISPLAY_NAME.search(name) is not None


_DISPLAY_NAME = re.compile(r"[\u4e00-\u9fff][-－—][\u4e00-\u9fff]{2}")
_HANDLE_GIVEN = re.compile(r"(?:笔名|网名|昵称|艺名)(?:叫|是|[：:]\s?)$")


def _self_named(words: list[str], index: int) -> bool:
    """Whether words[index] is what a person says they or someone is called (我叫 …, 她名叫 …), not a place
    (这个村子叫 …)."""
    before = words[index - 1]
    return before in {"名叫", "名字叫"} or (before == "叫" and index >= 2 and words[index - 2] in {"我", "他", "她"})


def _pupils_joined_to_their_class(tokens: Tokens) -> Iterable[Span]:
    """A pupil's name the tagger joined to the class before it (四年级 / 二 / 班巴图 / 跑步): 班 after a
    number, then a surname-led name the dictionary does not know."""
    words, tags, starts = tokens
    for i in range(1, len(words)):
        word = words[i]
        if word.startswith("班") and 3 <= len(word) <= 4 and (tags[i - 1] == "m" or words[i - 1] in {")", "）"}):
            name = word[1:]
            if surname_led(name) and not known_word(name):
                yield Span(starts[i] + 1, starts[i] + len(word), 0.6)


def _brands_named_by_role(tokens: Tokens, brands: frozenset[str]) -> Iterable[Span]:
    """A brand (小米, 豆包) right after someone's role or relation (化妆师, 同事) and before a pause
    or a verb, whether the tagger read it as a person or a firm: that person's nickname."""
    words, tags, starts = tokens
    for index in range(1, len(words)):
        if words[index] not in brands or tags[index] not in {"PER", "ORG"}:
            continue
        before = words[index - 1]
        role = before in lx.RELATIONS or (len(before) >= 2 and before.endswith(("师", "员")) and tags[index - 1] == "n")
        following = tags[index + 1] if index + 1 < len(words) else "w"
        if role and following in {"w", "v", "p", "d"}:
            yield Span(starts[index], starts[index] + len(words[index]), 0.7)


_SPEECH_VERBS = frozenset("说 问 告诉 觉得 哭 哭了 笑 笑了 骂 骂我 打电话 发消息 回我 回复 答应 提出 坚持".split())
_SPEECH_ADVERBS = frozenset("突然 又 也 就 一直 总是 还 却 竟然 居然 终于 偷偷 悄悄 老是 才".split())
_BEFORE_A_SPEAKER_TAGS = frozenset({"w", "TIME", "c"})


# 小 / 老 and a surname that the dictionary knows as a word too (小于 'less than'): a person where one speaks;
# not these, which speak as a kind of person or place (老师说…, 小区说…)
_PREFIXED_SPEAKING_NOUNS = frozenset("老师 小区 老农".split())


def _speakers(tokens: Tokens) -> Iterable[Span]:
    """A surname-led word the tagger did not call a person where only a person can stand: at
    the start of a clause, before what someone says or does to another (那天喻可突然说…, 小于说…)."""
    words, tags, starts = tokens
    for i, word in enumerate(words):
        prefixed = (
            len(word) == 2 and word[0] in "小老" and word[1] in lx.SURNAMES
            and word not in lx.RELATIONS and word not in _PREFIXED_SPEAKING_NOUNS
        )
        if tags[i] == "PER" or not (surname_led(word) or prefixed) or word in lx.TITLES:  # 顾问说: a role speaking
            continue
        at_clause_start = i == 0 or tags[i - 1] in _BEFORE_A_SPEAKER_TAGS or words[i - 1] in {"那天", "这天", "后来", "然后"}
        k = i + 1
        while k < len(words) and words[k] in _SPEECH_ADVERBS:
            k += 1
        # (a word holding a pronoun or a particle is dropped with every other span by `no_name_here`)
        if at_clause_start and k < len(words) and words[k] in _SPEECH_VERBS and (prefixed or not dictionary_word(word)):
            yield Span(starts[i], starts[i] + len(word), 0.6)


_WORD_NAME_TAGS = frozenset({"v", "a", "ad", "an", "vn", "d"})  # what the tagger calls a name it reads as a word
_CONTACT_WORDS = frozenset("电话 手机 手机号 微信 联系方式 身份证 身份证号".split())
# a record's word for the person it names next (家属仇明, 12床仇桂兰, 患者X, 当事人X)
_RECORD_ROLES = frozenset("家属 患者 病人 床 员工 学生 当事人 申请人 被申请人 原告 被告 来访者 服务对象 监护人 户主 车主".split())


def _without_title(word: str) -> str:
    """The name before a title (庞 of 庞老师), or the whole word where the part before a familiar
    title is a given name, not a surname: 伟哥, 丽姐 and 红霞姐 are nicknames as a whole. A home after the title goes too
    (饶阿姨家)."""
    if len(word) >= 4 and word.endswith("家") and word[:-1].endswith(lx.TITLES_LONGEST_FIRST):
        word = word[:-1]
    for title in lx.TITLES_LONGEST_FIRST:
        if word.endswith(title) and len(word) > len(title):
            name = word[: -len(title)]
            if title == "太" and any(name.startswith(surname) and name != surname for surname in JAPANESE_SURNAMES):
                return word  # 铃木健太: a Japanese given name ending in 太, not Mrs 铃木健
            if len(name) == 1 and title in _FAMILIAR_TITLES and name not in lx.SURNAMES and HAN.fullmatch(name):
                return word
            if len(name) == 2 and title in _FAMILIAR_TITLES and name[0] not in lx.SURNAMES and HAN.fullmatch(name):
                return word  # 红霞姐: a given name and a familiar title are how she is called, as a whole
            if len(name) == 2 and len(title) == 1 and name[0] in lx.SURNAMES and name[1] in "大二三四五六七八九":
                return name[0]  # 戈大伯, 刘二叔: the elder's order is part of the title, not of the name
            return name
    return word


_PARENTS_IN_LETTERS = frozenset("母亲 父亲 祖母 祖父 伯父 伯母 叔父".split())  # 交陈母亲大人收: a letter's addressee
_KIN_ORDER = frozenset("大二三四五六七八九十小老幺")
_CANTONESE_NICKNAME_LEADS = frozenset("细佬 細佬 肥仔 大只 靓仔 靚仔 肥婆".split())
_FAMILIAR_TITLES = frozenset("哥 姐 叔 姨 哥哥 姐姐".split())
