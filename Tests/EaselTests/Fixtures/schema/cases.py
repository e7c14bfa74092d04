#!/usr/bin/env python3
"""Mutates Easel's example JSON screens and says which mutants Resources/screen.schema.json allows.

Prints a JSON list of {"text": ..., "valid": true|false}, one for each mutant: every number and
every text replaced by values around the schema's bounds and of other types, every key removed,
an unknown key added to every object. ScreenSchemaAgreementTests reads each mutant with Easel and
expects Easel to accept exactly the valid ones.
"""
import copy, json, sys
from pathlib import Path
from jsonschema import Draft202012Validator

root = Path(sys.argv[1])
validator = Draft202012Validator(json.loads((root / "Resources" / "screen.schema.json").read_text()))

NUMBERS = [-10001, -1, 0, 0.5, 1, 2.5, 17, 1000, 1001, 10000, 10001, 1e19, 1e308, "12", True, None]
TEXTS = [42, True, None, "", "zzz", "#FF0000", "#ff000080", "FF0000", "320x480", "393.5X852", "3.x4.",
         "1e-300x1e-300", "10001x10", "0320x480", "320x480x", "systemBlue", "center", "bold", "iPhoneSE"]

def positions(value, path=()):
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from positions(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from positions(item, path + (index,))

def replaced(document, path, new):
    copy_ = copy.deepcopy(document)
    if not path:
        return new
    target = copy_
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = new
    return copy_

def removed(document, path):
    copy_ = copy.deepcopy(document)
    target = copy_
    for step in path[:-1]:
        target = target[step]
    del target[path[-1]]
    return copy_

cases = []
for file in sorted((root / "Resources/Screens").glob("*.json")):
    document = json.loads(file.read_text())
    mutants = [document]
    for path, value in positions(document):
        if isinstance(value, bool) or value is None:
            continue
        if isinstance(value, (int, float)):
            # A selected segment must be below the number of items: a rule across two keys that
            # JSON Schema cannot state, so only values the items allow are the schema's to judge.
            is_segment_index = path[-2:] == ("segmented", "selected")
            mutants += [replaced(document, path, new) for new in NUMBERS if not (is_segment_index and isinstance(new, (int, float)) and not isinstance(new, bool) and new >= 2)]
        elif isinstance(value, str):
            # An image name that is text is the schema's to allow and the file system's to find.
            is_image_name = path[-1:] == ("image",) or path[-2:] == ("image", "name")
            mutants += [replaced(document, path, new) for new in TEXTS if not (is_image_name and isinstance(new, str))]
        elif isinstance(value, dict):
            mutants.append(replaced(document, path, dict(value, zz=1)))
            mutants += [removed(document, path + (key,)) for key in value]
    for mutant in mutants:
        cases.append({"text": json.dumps(mutant), "valid": validator.is_valid(mutant)})
print(json.dumps(cases))
