"""compose.yaml: yamllint, and compose's own validation with Debian's docker-compose (no daemon needed)."""

from __future__ import annotations

import os
import re

from support import REPOSITORY, fail_command, run

SERVICES = ["postgres", "mybiz-1", "mybiz-2", "proxy"]

# yamllint's default profile, relaxed in two rules: lines up to 120 characters (the project's width;
# the default 80 would break URLs and comments), and no `---` document start (a compose file is one
# document and Docker's own examples have none). Everything else — indentation, duplicate keys,
# truthy values, trailing spaces — is kept.
YAMLLINT_CONFIG = """\
extends: default
rules:
  line-length:
    max: 120
  document-start: disable
"""


def test_yamllint_accepts_compose_yaml(work):
    """Given compose.yaml, when yamllint --strict checks it with the default rules (lines up to 120, no
    document start), then it reports nothing."""
    config = work / "yamllint.yaml"
    config.write_text(YAMLLINT_CONFIG)
    run(["yamllint", "--strict", "-c", config, REPOSITORY / "compose.yaml"], expected="no yamllint findings")


def test_compose_refuses_to_run_without_postgres_password(compose):
    """Given no POSTGRES_PASSWORD in the environment or an env file, when compose reads compose.yaml,
    then it refuses, naming POSTGRES_PASSWORD."""
    environment = {name: value for name, value in os.environ.items() if name != "POSTGRES_PASSWORD"}
    command = compose.command("config", "-q")
    result = run(command, check=False, env=environment)
    if result.returncode == 0:
        fail_command(command, result, "a refusal: compose accepted the file without POSTGRES_PASSWORD")
    if "POSTGRES_PASSWORD" not in result.stdout + result.stderr:
        fail_command(command, result, "a refusal naming POSTGRES_PASSWORD, not one for another reason")


def test_compose_validates_the_file_with_its_four_services(resolved_compose):
    """Given a POSTGRES_PASSWORD, when compose validates and resolves compose.yaml, then it is valid
    and has the services postgres, mybiz-1, mybiz-2 and proxy."""
    missing = [name for name in SERVICES
               if not re.search(rf"^  {re.escape(name)}:", resolved_compose.text, re.M)]
    assert not missing, f"no service {', '.join(missing)} in:\n{resolved_compose.text}"


def test_both_instances_trust_exactly_the_proxys_fixed_address(resolved_compose):
    """Given the resolved compose file, when the instances' environments are read, then each trusts
    exactly the proxy's fixed address (MYBIZ_TRUSTED_PROXIES) and uses a postgres:// DATABASE_URL."""
    services = resolved_compose.services
    proxy_address = services["proxy"]["networks"]["mybiz"]["ipv4_address"]
    for name in ("mybiz-1", "mybiz-2"):
        environment = services[name]["environment"]
        trusted = environment["MYBIZ_TRUSTED_PROXIES"]
        assert trusted == proxy_address, \
            f"{name}'s MYBIZ_TRUSTED_PROXIES is {trusted!r}, not the proxy's {proxy_address}"
        assert environment["DATABASE_URL"].startswith("postgres://"), f"{name}'s DATABASE_URL is not postgres://…"
