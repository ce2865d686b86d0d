"""model: the hand-written initialisers of the frozen records keep the dataclass behaviour."""

from __future__ import annotations

import dataclasses
import inspect
import pickle

import pytest

from claimcheck.model import Block, Span


@pytest.mark.parametrize("cls", [Span, Block])
def test_init_takes_the_fields_in_order_with_their_defaults(cls):
    params = list(inspect.signature(cls.__init__).parameters.values())[1:]
    expected = [(f.name, inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default) for f in dataclasses.fields(cls)]
    assert [(p.name, p.default) for p in params] == expected


def test_records_are_frozen_values():
    block = Block("table.row", Span(0, 5), "| a |", ("H",), table=1, header=("a",), cells=(Span(2, 3),), info="")
    assert (block.scope, block.span, block.text, block.section, block.table, block.header, block.cells, block.info) == (
        "table.row", Span(0, 5), "| a |", ("H",), 1, ("a",), (Span(2, 3),), "")
    assert block == Block("table.row", Span(start=0, end=5), "| a |", ("H",), 1, ("a",), (Span(2, 3),))
    assert hash(block) == hash(pickle.loads(pickle.dumps(block)))
    assert dataclasses.replace(block, table=2).table == 2
    assert repr(Span(1, 2)) == "Span(start=1, end=2)"
    with pytest.raises(dataclasses.FrozenInstanceError):
        block.text = "x"
    with pytest.raises(dataclasses.FrozenInstanceError):
        Span(1, 2).end = 3
