"""The seven-hundred-and-seventy-first round, found on set 771 (a Qingdao estate's residents' group chat) once it was
retired to the test part: a display name whose prefix gives the building and its unit (12号楼2单元-老宫：…), which
was read as an address and a name apart."""

from __future__ import annotations

from tests.pii.findings import names

CHAT = "8号楼-栾叔：我爸还没回来。\n12号楼2单元-老宫：我开车出去转一圈，看到了在群里说。\n"


def test_a_display_name_after_its_building_and_unit():
    assert names(CHAT) == {"8号楼-栾叔", "12号楼2单元-老宫"}
