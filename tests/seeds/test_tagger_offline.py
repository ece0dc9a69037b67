"""Offline scene tagger: the standard's keyword lexicons over jieba tokens."""

from __future__ import annotations

import jieba
import pytest

from heartbench.seeds.tagger import SceneTagger
from heartbench.standard import load_standard


@pytest.fixture(scope="module")
def tagger() -> SceneTagger:
    return SceneTagger(load_standard().scenes)


def test_best_scene_first(tagger: SceneTagger):
    assert tagger.tag("领导总是在开会的时候批评我，同事也排挤我，我在办公室待不下去了")[0] == "workplace/workplace_relations"
    assert tagger.tag("我和男朋友冷战一个星期了")[0] == "intimate/relationship_patterns"
    assert tagger.tag("爸爸妈妈从小打骂我，原生家庭的阴影一直都在")[0] == "family/intergenerational"


def test_keywords_match_tokens_not_substrings(tagger: SceneTagger):
    assert tagger.tag("我觉得好累") == ["personal_growth/emotion_stress"]
    assert tagger.tag("这些年积累了不少经验") == []  # 累 inside 积累 is not 累


def test_multi_word_keywords_are_single_tokens(tagger: SceneTagger):
    assert tagger.tag("周一早上真的不想上班") == ["workplace/burnout"]
    assert tagger.tag("我太在意别人的看法了")[0] == "interpersonal_social/self_and_others"


def test_weak_scenes_are_cut_and_at_most_three_tags(tagger: SceneTagger):
    text = "压力压力焦虑失眠崩溃，还有点自卑"  # 5 emotion-stress hits, 1 self hit (< half of 5)
    assert tagger.tag(text) == ["personal_growth/emotion_stress"]
    many = "压力 自卑 抑郁 拖延 创伤 存款 吵架 社恐"
    assert len(tagger.tag(many)) == 3


def test_ties_follow_the_standard_order(tagger: SceneTagger):
    assert tagger.tag("焦虑又自卑") == ["personal_growth/emotion_stress", "personal_growth/personality_self"]


def test_the_global_jieba_dictionary_is_untouched(tagger: SceneTagger):
    assert "不想上班" not in jieba.lcut("我真的不想上班了")
