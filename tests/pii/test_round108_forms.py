"""The hundred-and-eighth round, found on set 109 (renovation and moving house) once it was retired to the test
part: a doubled nickname the dictionary knows as a word (圆圆) is a name where the tagger reads a person opening a
clause. Left: firms a customer names (a renovation contractor, an estate's management company), which the tool
removes, and the flat below's number (楼下602), as in earlier stops."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_common_doubled_word_read_as_a_person_opening_a_clause():
    assert names("今天终于搬进新家了。圆圆在新房间里跑来跑去。") == {"圆圆"}
    assert names("月亮圆圆的，像个盘子。") == set()
