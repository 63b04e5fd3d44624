"""Checks that every example in the OpenAPI documents is valid against the schema it illustrates — the
examples are what /docs shows people, and what schemathesis sends first.

    python .ci/openapi-examples.py docs/openapi/*.yaml    (needs jsonschema and PyYAML, which schemathesis brings)
"""

from __future__ import annotations

import sys

import yaml
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012


def examples_in(node, pointer=""):
    """Yields (pointer of the schema, example) for every example in the document."""
    if isinstance(node, dict):
        schema = node.get("schema")
        if isinstance(schema, dict):
            # A media type or a parameter: its example(s) illustrate its schema.
            if "example" in node:
                yield f"{pointer}/schema", node["example"]
            for name, example in (node.get("examples") or {}).items():
                if isinstance(example, dict) and "value" in example:
                    yield f"{pointer}/schema", example["value"]
                elif isinstance(example, dict) and "$ref" in example:
                    yield f"{pointer}/schema", ("$ref", example["$ref"])
        if "type" in node or "properties" in node or "oneOf" in node:
            # A schema: JSON Schema's `examples` is a list.
            if isinstance(node.get("examples"), list):
                for example in node["examples"]:
                    yield pointer, example
        for key, value in node.items():
            yield from examples_in(value, f"{pointer}/{str(key).replace('~', '~0').replace('/', '~1')}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from examples_in(value, f"{pointer}/{index}")


def check(path: str) -> list[str]:
    with open(path, encoding="utf-8") as file:
        document = yaml.safe_load(file)
    uri = "urn:document"
    registry = Registry().with_resource(uri, Resource(contents=document, specification=DRAFT202012))
    problems = []
    count = 0
    for pointer, example in examples_in(document):
        if isinstance(example, tuple):
            target = document
            for part in example[1].removeprefix("#/").split("/"):
                target = target[part]
            example = target["value"]
        validator = Draft202012Validator({"$ref": f"{uri}#{pointer}"}, registry=registry)
        count += 1
        for error in validator.iter_errors(example):
            problems.append(f"{path}: the example of {pointer} is not valid: {error.message}")
    print(f"{path}: {count} examples checked")
    return problems


if __name__ == "__main__":
    problems = [problem for path in sys.argv[1:] for problem in check(path)]
    for problem in problems:
        print(problem, file=sys.stderr)
    sys.exit(1 if problems else 0)
