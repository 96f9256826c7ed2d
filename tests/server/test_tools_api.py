"""The generic tool routes (issue 12): one route per declared tool, schemas from the declarations."""

from __future__ import annotations

from eqgames import games

from .conftest import Api


def test_the_listing_route_and_the_openapi_schema_come_from_the_declarations(api: Api) -> None:
    listed = api.client.get("/api/tools").json()
    schema = api.client.get("/openapi.json").json()
    for name in games.names():
        tools = games.game_class(name).tools()
        assert [t["name"] for t in listed.get(name, [])] == [t.name for t in tools]
        for tool in tools:
            op = schema["paths"][f"/api/tools/{name}/{tool.name}"]["post"]
            body = op["requestBody"]["content"]["application/json"]["schema"]
            assert body == tool.input_schema()
            assert {"422", "503"} <= set(op["responses"])


def test_a_refusal_is_422_with_the_sentence_and_online_says_who_may_use_it(api: Api) -> None:
    got = api.client.post("/api/tools/memorymath/solve", json={"target": "24"})
    assert got.status_code == 422 and got.json() == {
        "error": "invalid", "detail": "Numbers said (comma-separated, or a list) is missing (parameter numbers)"
    }  # fmt: skip
    solved = api.client.post("/api/tools/memorymath/solve", json={"target": "24", "numbers": [3, 8]})
    assert solved.status_code == 200 and solved.json()["solution"]["text"] == "8 × 3"
    listed = {t["name"]: t for t in api.client.get("/api/tools").json()["memorymath"]}
    assert listed["solve"]["online"] is False
    assert api.client.post("/api/tools/memorymath/solve", content=b"[1,").status_code == 422
