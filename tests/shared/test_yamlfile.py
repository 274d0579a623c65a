"""Reading YAML files: problems name the file, the line and the field."""

import pytest
from pydantic import BaseModel, ConfigDict

from questboard.errors import InputFileError
from questboard.yamlfile import load_model, read_yaml


class Thing(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    size: int


def problems(tmp_path, text, model=Thing):
    path = tmp_path / "thing.yaml"
    path.write_text(text)
    with pytest.raises(InputFileError) as err:
        load_model(path, model)
    return err.value.problems


def test_a_wrong_type_names_the_line_and_field(tmp_path):
    (p,) = problems(tmp_path, "name: rock\nsize: big\n")
    assert (p.line, p.message) == (2, "size must be a whole number, not 'big'")
    assert p.file.endswith("thing.yaml")


def test_an_unknown_key_is_reported_as_such(tmp_path):
    (p,) = problems(tmp_path, "name: rock\nsize: 1\ncolour: red\n")
    assert (p.line, p.message) == (3, "unknown key 'colour'; the keys here are name and size")


def test_a_missing_key_is_reported(tmp_path):
    (p,) = problems(tmp_path, "name: rock\n")
    assert (p.line, p.message) == (1, "size is missing")


def test_a_key_given_twice_is_an_error_not_silently_the_last(tmp_path):
    (p,) = problems(tmp_path, "name: rock\nsize: 1\nsize: 2\n")
    assert p.line == 3 and "appears twice" in p.message


def test_broken_yaml_names_the_line(tmp_path):
    (p,) = problems(tmp_path, "name: rock\nsize: [1, 2\n")
    assert p.line is not None and "not valid YAML" in p.message


def test_an_unreadable_file_is_one_problem(tmp_path):
    with pytest.raises(InputFileError) as err:
        read_yaml(tmp_path / "missing.yaml")
    assert "cannot read" in str(err.value)
