"""``eqgames calc`` and ``eqgames read``, run in-process; the JSON shapes of docs/cli.md."""

from __future__ import annotations

import json
from typing import Any

import pytest

from eqgames.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, Any]:
    status, out, _ = run(capsys, *argv, "--json")
    return status, json.loads(out)


# --- calc, Equations ----------------------------------------------------------------


def test_calc_lists_every_interpretation(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "calc", "2x3+5")
    assert status == 0 and err == ""
    assert out.splitlines() == [
        "2x3+5: 2 interpretations",
        "  2 × (3 + 5) = 16",
        "  (2 × 3) + 5 = 11",
    ]


def test_calc_ascii_and_irrational_values(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "calc", "3√√9", "--ascii")
    assert status == 0
    assert out.splitlines()[1] == "  3 sqrt sqrt 9 = 3^(1/3) ~ 1.44224957"


def test_calc_gives_the_reason_an_interpretation_is_illegal(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run(capsys, "calc", "8÷2-2")
    assert status == 0
    lines = out.splitlines()
    assert lines[1].startswith("  8 ÷ (2 − 2): undefined — division by zero")
    assert lines[2] == "  (8 ÷ 2) − 2 = 2"


def test_calc_with_no_legal_interpretation_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "calc", "(8÷2)√(0-5)")
    assert status == 1
    assert "undefined" in out


def test_calc_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    status, document = run_json(capsys, "calc", "8÷2-2")
    assert status == 0
    assert document == {
        "notation": "equations",
        "input": "8÷2-2",
        "count": 2,
        "listed": "all",
        "interpretations": [
            {
                "expression": "8 ÷ (2 − 2)",
                "error": {
                    "kind": "undefined",
                    "limit": None,
                    "message": document["interpretations"][0]["error"]["message"],
                },
            },
            {
                "expression": "(8 ÷ 2) − 2",
                "value": {"exact": "2", "approx": "2", "rational": True, "real": True},
            },
        ],
        "values": ["2"],
    }
    assert "division by zero" in document["interpretations"][0]["error"]["message"]


def test_calc_json_refusal_names_the_limit(capsys: pytest.CaptureFixture[str]) -> None:
    status, document = run_json(capsys, "calc", "9^(9^9)")
    assert status == 1
    (row,) = document["interpretations"]
    assert row["error"]["kind"] == "refused" and row["error"]["limit"] == "MAX_RESULT_BITS"


def test_calc_with_too_many_interpretations_shows_one_per_value(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, document = run_json(capsys, "calc", "+".join(["1", "2"] * 7))
    assert status == 0
    assert document["count"] == 742900  # Catalan(13)
    assert document["listed"] == "one per value"
    assert document["values"] == ["21"]
    assert len(document["interpretations"]) == 1


def test_calc_star_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_json(capsys, "calc", "4*2")[1]["values"] == ["16"]
    assert run_json(capsys, "calc", "4*2", "--star", "times")[1]["values"] == ["8"]


def test_calc_imaginary(capsys: pytest.CaptureFixture[str]) -> None:
    status, document = run_json(capsys, "calc", "√(0-4)", "--imaginary")
    assert status == 0
    assert document["interpretations"][0]["value"] == {
        "exact": "2i",
        "approx": "0 + 2i",
        "rational": False,
        "real": False,
    }


def test_calc_parse_error_goes_to_stderr_with_a_caret(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "calc", "6x+4")
    assert status == 2 and out == ""
    assert err.splitlines() == [
        "eqgames: unexpected '+' at 2: + is only for addition, never a positive sign",
        "  6x+4",
        "    ^",
    ]


def test_calc_limit_error_goes_to_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "calc", "9" * 2000)
    assert status == 2 and out == ""
    assert "a number has at most 1,000 digits" in err and "MAX_" not in err


# --- calc, Memory Math -------------------------------------------------------------------


def test_calc_memorymath(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "calc", "--notation", "memorymath", "2+3x4")
    assert status == 0 and out == "2 + 3 × 4 = 14\n"
    status, out, _ = run(capsys, "calc", "--notation", "memorymath", "2+3x4 l2r", "--ascii")
    assert out == "(2 + 3) x 4 = 20\n"


def test_calc_memorymath_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, document = run_json(capsys, "calc", "--notation", "memorymath", "(1+2)x8")
    assert status == 0
    assert document == {
        "notation": "memorymath",
        "input": "(1+2)x8",
        "expression": "(1 + 2) × 8",
        "left_to_right": False,
        "numbers": [1, 2, 8],
        "value": {"exact": "24", "approx": "24", "rational": True, "real": True},
    }
    status, document = run_json(capsys, "calc", "--notation", "memorymath", "7/(1-1)")
    assert status == 1
    assert document["error"]["kind"] == "undefined"
    assert "value" not in document


def test_calc_memorymath_fraction(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "calc", "--notation", "memorymath", "1/3")
    assert out == "1 ÷ 3 = 1/3 ≈ 0.3333333333\n"


# --- read -----------------------------------------------------------------------------------


def test_read(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "read", "972")
    assert status == 0 and err == ""
    assert out == "9 − 7 = 2\n9 = 7 + 2\n"


def test_read_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, document = run_json(capsys, "read", "297")
    assert status == 0
    assert document == {
        "digits": "297",
        "readings": [
            {
                "text": "2 = 9 − 7",
                "operator": "−",
                "left": "9",
                "right": "7",
                "result": "2",
                "equals": "first",
            }
        ],
    }


def test_read_ascii(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "read", "6318", "--ascii")[1] == "6 x 3 = 18\n"


def test_read_without_a_reading_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "read", "9726")
    assert status == 1 and out == ""
    assert err == "eqgames: 9726 has no true reading\n"
    status, document = run_json(capsys, "read", "9726")
    assert status == 1 and document == {"digits": "9726", "readings": []}


def test_read_rejects_non_digits(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "read", "9x2")
    assert status == 2 and out == ""
    assert err.startswith("eqgames: unexpected 'x' at 1")
