#!/usr/bin/env python3
"""Mutates Easel's example JSON screens and says which mutants Resources/screen.schema.json allows.

Prints a JSON list of {"text": ..., "valid": true|false}, one for each mutant: every number and
every text replaced by values around the schema's bounds and of other types, every key removed,
an unknown key added to every object. The bases are the example screens and every-key.json here
(every kind with every key); texts at the length limit and past it go once to each kind of text
place, and the rules across keys (a device for orientation, size or style in a font, one location
per colour, a selected segment among the items, slider bounds) get cases of their own, and
path data is mutated around its grammar.
ScreenSchemaAgreementTests reads each mutant with Easel and expects Easel to accept exactly the
valid ones.
"""
import copy, json, sys
from pathlib import Path
from jsonschema import Draft202012Validator

root = Path(sys.argv[1])
validator = Draft202012Validator(json.loads((root / "Resources" / "screen.schema.json").read_text()))

NUMBERS = [-10001, -1, 0, 0.5, 1, 2.5, 17, 1000, 1001, 10000, 10001, 1e19, 1e308, "12", True, None]
# Around the backstop range and the segment and colour counts: for every-key.json's small documents.
MORE_NUMBERS = [-1000001, -1000000, 63, 64, 1000000, 1000001]
TEXTS = [42, True, None, "", "zzz", "#FF0000", "#ff000080", "FF0000", "320x480", "393.5X852", "3.x4.",
         "1e-300x1e-300", "10001x10", "0320x480", "320x480x", "systemBlue", "center", "bold", "iPhoneSE"]
MORE_TEXTS = ["ax5", "L", "accessibilityLarge", "EXTRASMALL", "Large ", "huge"]
# At the length limit and one past it, in Unicode scalars (as maxLength and the reader count):
# the second is one character of 50,001 scalars, a letter under combining marks.
LONG_TEXTS = ["a" * 50000, "a" * 50000 + "b", "a" + "\u0301" * 50000]

# Path data around SVG's grammar as the shape's reader parses it: numbers run together where a
# sign or a second dot starts the next, implicit repeats, arcs' one-character flags, and the
# mistakes (a count short, a number after Z, a number first, an exponent without digits).
PATH_DATA = ["", " ,", "M 0 0 L 10 10 Z", "M0,0l1-2", "m1 1 2 2 3 3z", "M1.2.3", "M.5.5", "M1. 2", "M1.e5 2",
             "M-1e-3+2E+2", "M0 0 h1 2 3 v4", "M0 0C1 2 3 4 5 6", "M0 0c1 2 3 4 5 6 7 8 9 10 11 12", "M0 0S1 2 3 4",
             "M0 0Q1 2 3 4T5 6t7 8", "M0 0a1 1 0 0110 10", "M0 0A1,1,0,1,0,10,10", "ZM0 0", "M0 0zm1 1",
             "M0\t0\nL1\r1", "M1e5.5 1 2", "M12", "M1.2", "M 10 10 L 20", "10 10", "M0 0 L10 10 Z 5", "M0 0 e",
             "M 1e 2", "M0 0 X1 2", "M0 0 A1 1 0 2 0 5 5", "M+-1 2", "M. 2", "M0 0 C1 2 3 4 5", "M1..2",
             "M1 2 3", "M0 0 l", "m 0 0 é", "M0 0 Zz 1"]

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

def shape(path):
    """A place with its list positions left out: one kind of text place."""
    return tuple(step for step in path if not isinstance(step, int))

def element(kind, body):
    return {"elements": [{kind: body}]}

def cross_key_cases():
    """The rules that join two keys, each on both sides of its line."""
    yield {"orientation": "landscape", "elements": []}
    yield {"orientation": "landscape", "device": "iPhone8", "elements": []}
    for font in ({"style": "body", "size": 12}, {"style": "body"}, {"size": 12}, {"style": "body", "italic": "yes"},
                 {"style": "body", "design": "serif"}, {"style": "body", "italic": True, "design": "monospaced", "weight": "bold"},
                 {"style": "title9"}, {"size": 12, "italic": "yes"}):
        yield element("label", {"text": "Hi", "font": font})
        yield element("textField", {"text": "Hi", "font": font})
    for colors in (1, 2, 3, 64, 65):
        for locations in (None, colors - 1, colors, colors + 1):
            body = {"colors": ["red"] * colors}
            if locations is not None:
                body["locations"] = [index / max(1, locations) for index in range(locations)]
            yield element("gradient", body)
    for items in (1, 2, 63, 64, 65):
        yield element("segmented", ["S"] * items)
        for selected in (0, 1, 2, items - 1, items, 63, 64):
            yield element("segmented", {"items": ["S"] * items, "selected": selected})
    for minimum, maximum, value in ((0, 1, 0.5), (5, 1, 3), (1, 1, 1), (-1000000, 1000000, 0), (0, 1000001, 0), (0, 1, -5)):
        yield element("slider", {"minimum": minimum, "maximum": maximum, "value": value})
    for height in (0, 0.5, 1, 10000, 10001):
        yield element("scroll", {"height": height, "elements": []})
        yield element("list", {"height": height, "sections": []})
    for name in ("L", "l", "AX5", "ax5", "aX5", "extraSmall", "EXTRASMALL", "accessibilityExtraExtraExtraLarge", "unspecified", "XXXXL", "", "L ", "a" * 50001):
        yield {"contentSize": name, "elements": []}

cases = []
def documents():
    """The example screens whole; every-key.json as its screen keys with one label, then each of
    its elements alone on a screen (small documents validate quickly)."""
    for file in sorted((root / "Resources/Screens").glob("*.json")):
        yield json.loads(file.read_text()), False
    every = json.loads((Path(__file__).parent / "every-key.json").read_text())
    yield dict(every, elements=[{"label": "Hi"}]), True
    for item in every["elements"]:
        yield {"elements": [item]}, True

long_text_places = set()
for document, is_small in documents():
    numbers = NUMBERS + (MORE_NUMBERS if is_small else [])
    texts = TEXTS + (MORE_TEXTS if is_small else [])
    mutants = [document]
    for path, value in positions(document):
        if isinstance(value, bool) or value is None:
            continue
        if isinstance(value, (int, float)):
            mutants += [replaced(document, path, new) for new in numbers]
        elif isinstance(value, str):
            # An image name that is text is the schema's to allow and the file system's to find;
            # path data is text whose grammar (SVG's) the shape's reader parses.
            is_image_name = path[-1:] == ("image",) or path[-2:] == ("image", "name")
            is_path_data = path[-2:] == ("shape", "path")
            if is_path_data:
                mutants += [replaced(document, path, new) for new in PATH_DATA]
            if not (is_image_name or is_path_data):
                mutants += [replaced(document, path, new) for new in texts]
                if shape(path) not in long_text_places:
                    long_text_places.add(shape(path))
                    mutants += [replaced(document, path, new) for new in LONG_TEXTS]
        elif isinstance(value, dict):
            mutants.append(replaced(document, path, dict(value, zz=1)))
            mutants += [removed(document, path + (key,)) for key in value]
    for mutant in mutants:
        cases.append({"text": json.dumps(mutant), "valid": validator.is_valid(mutant)})
for mutant in cross_key_cases():
    cases.append({"text": json.dumps(mutant), "valid": validator.is_valid(mutant)})
print(json.dumps(cases))
