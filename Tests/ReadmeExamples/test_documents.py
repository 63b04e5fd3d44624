"""README.md and docs/*.md as documents: their links stay inside the repository, and README.md's fenced
blocks say whether they run."""

from __future__ import annotations

import pytest

import readme
from readme import REPOSITORY


@pytest.mark.parametrize("document", readme.documents(), ids=lambda path: str(path.relative_to(REPOSITORY)))
def test_every_link_is_a_file_in_the_repository_or_the_local_server(document):
    """Given a document (README.md or docs/*.md), when its Markdown links are read, then each names a file
    or folder inside the repository, an anchor, or the local server (127.0.0.1, localhost)."""
    if problems := readme.link_problems(document):
        pytest.fail(f"{len(problems)} broken or outside link(s):\n" + "\n".join(problems), pytrace=False)


def test_readmes_fences_say_whether_a_block_runs():
    """Given README.md, when its fenced blocks are read, then each names a language, commands are only in
    ```sh blocks (no ```bash, ```shell, ```zsh, ```console with `$ `), and no block or the file ends mid-command."""
    if refusal := readme.parsed().refusal:
        pytest.fail(refusal, pytrace=False)


def test_readme_has_sh_examples():
    """Given README.md, when its ```sh blocks are read, then there is at least one command to run."""
    if not readme.parsed().commands:
        pytest.fail("README.md has no ```sh examples.", pytrace=False)
