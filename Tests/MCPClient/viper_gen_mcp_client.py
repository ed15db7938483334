#!/usr/bin/env python3
"""Drives `viper-gen mcp` with the official MCP Python SDK's real client (mcp==2.3.0).

    .build/mcp-sdk/bin/python Tests/MCPClient/viper_gen_mcp_client.py <viper-gen> <project>

Runs issue 41's scenario twice, each time on a fresh copy of <project> (a generated app; the
folder given is never changed): once as the SDK's default client connects (mode "auto", which
ends on the stateless revision 2026-07-28) and once with the initialize handshake (mode
"legacy", 2025-11-25). Each run lists the tools and their schemas; calls module with dry_run
(nothing written), then without it (written, registered, recorded, offered as a resource);
check; rename; check; remove (the project as before, byte for byte); a bad name (a tool error,
and the session goes on); a path outside the project (refused, nothing written); an unknown
tool (a JSON-RPC error); then starts the server again with plain pipes and sends it malformed
JSON-RPC. Prints one line per step and a last line with the counts; exits 1 when a step
failed (Tests/ViperGenCLITests/MCP/MCPPythonClientTests.swift runs it under `swift test`).
Install the SDK with `bash Tests/Scripts/install-mcp-sdk.sh`.
"""

from __future__ import annotations

import json
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import anyio
from mcp import Client, StdioServerParameters
from mcp.shared.exceptions import MCPError

# The tools viper-gen serves, one per command.
TOOLS = sorted(
    [
        "module",
        "service",
        "apply",
        "init",
        "rename",
        "remove",
        "check",
        "outdated",
        "update",
        "templates",
    ]
)
# What each mode of the SDK client negotiates with viper-gen.
VERSIONS = {"auto": "2026-07-28", "legacy": "2025-11-25"}
# The cache a real run writes once the app's files have not changed for a second (the
# declaration index, and the .gitignore that keeps it out of git): left out of the comparison of
# the project after remove with the project before module. A dry run writes nothing, cache
# included.
CACHES = (".viper-gen/.gitignore", ".viper-gen/declaration-index")
# How long a copied project rests before the server starts, so that its files are settled and
# a run may write the cache (a dry run must not).
SETTLE = 1.2
# How long one read from a server started with plain pipes may take, in seconds.
READ_TIMEOUT = 20


class Failure(Exception):
    """A check that did not hold: its message says what was expected and what came."""


def expect(condition: bool, message: str) -> None:
    """Raises Failure(message) unless condition holds."""
    if not condition:
        raise Failure(message)


def snapshot(folder: Path) -> dict[str, Any]:
    """Every entry below folder: a file's bytes, a link's target, "<dir>" for a folder."""
    entries: dict[str, Any] = {}
    for path in sorted(folder.rglob("*")):
        relative = path.relative_to(folder).as_posix()
        if path.is_symlink():
            entries[relative] = ("link", os.readlink(path))
        elif path.is_dir():
            entries[relative] = "<dir>"
        else:
            entries[relative] = path.read_bytes()
    return entries


def differences(
    before: dict[str, Any], after: dict[str, Any], ignoring: tuple[str, ...] = ()
) -> list[str]:
    """The entries added, removed or changed from before to after, except those under ignoring."""

    def kept(path: str) -> bool:
        return not any(path.startswith(prefix) for prefix in ignoring)

    added = [f"added {p}" for p in after if p not in before and kept(p)]
    removed = [f"removed {p}" for p in before if p not in after and kept(p)]
    changed = [f"changed {p}" for p in before if p in after and before[p] != after[p] and kept(p)]
    return added + removed + changed


def expect_same(
    before: dict[str, Any], after: dict[str, Any], what: str, ignoring: tuple[str, ...] = ()
) -> None:
    """Fails naming the first differences when after is not before."""
    found = differences(before, after, ignoring)
    expect(not found, f"{what}: {len(found)} entries differ: " + "; ".join(found[:8]))


def texts(result: Any) -> str:
    """The text contents of a tool result, one per line."""
    return "\n".join(c.text for c in result.content if getattr(c, "type", None) == "text")


def called(result: Any, tool: str) -> dict[str, Any]:
    """The structured content of a successful tool result."""
    expect(not result.is_error, f"{tool} returned an error result: {texts(result)}")
    expect(
        isinstance(result.structured_content, dict),
        f"{tool} has no structured content: {texts(result)}",
    )
    return result.structured_content


def leaves(error: BaseException) -> list[BaseException]:
    """The errors an exception group (the SDK's task groups raise them) holds, else error."""
    inner = getattr(error, "exceptions", None)
    return (
        [leaf for e in inner for leaf in leaves(e)] if isinstance(inner, (list, tuple)) else [error]
    )


def described(error: BaseException) -> str:
    """A Failure's message, else the error's type and message."""
    return str(error) if isinstance(error, Failure) else f"{type(error).__name__}: {error}"


class Run:
    """Counts and prints the steps."""

    def __init__(self) -> None:
        self.passed = 0
        self.failed = 0

    def ok(self, label: str, step: str, detail: str) -> None:
        self.passed += 1
        print(f"ok   [{label}] {step}: {detail}", flush=True)

    def fail(self, label: str, step: str, message: str) -> None:
        self.failed += 1
        print(f"FAIL [{label}] {step}: {message}", flush=True)


class Scenario:
    """Issue 41's scenario through the SDK Client in one mode, on its own copy of the project."""

    def __init__(self, run: Run, binary: Path, source: Path, mode: str) -> None:
        self.run, self.binary, self.mode = run, binary, mode
        self.work = Path(tempfile.mkdtemp(prefix=f"viper-gen-mcp-{mode}-")).resolve()
        self.project = self.work / source.name
        shutil.copytree(source, self.project, symlinks=True)
        time.sleep(SETTLE)
        self.step = "connect"

    def passed(self, detail: str) -> None:
        self.run.ok(self.mode, self.step, detail)

    async def play(self) -> None:
        """Runs the steps in order; the first failure ends this mode's scenario."""
        try:
            with anyio.fail_after(120):
                await self.session()
        except TimeoutError:
            self.run.fail(self.mode, self.step, "no answer within 120 s (the server hangs)")
        # A Failure, or an SDK error: a closed connection, a result it refused.
        except Exception as error:
            self.run.fail(self.mode, self.step, "; ".join(described(e) for e in leaves(error)))
        finally:
            shutil.rmtree(self.work, ignore_errors=True)

    async def session(self) -> None:
        server = StdioServerParameters(
            command=str(self.binary), args=["mcp"], cwd=str(self.project)
        )
        async with Client(server, mode=self.mode, read_timeout_seconds=60) as client:
            version = client.protocol_version
            expect(
                version == VERSIONS[self.mode],
                f"protocol {version}, expected {VERSIONS[self.mode]}",
            )
            expect(
                client.server_info.name == "viper-gen", f"server named {client.server_info.name}"
            )
            self.passed(
                f"protocol {version}, server {client.server_info.name} {client.server_info.version}"
            )
            await self.list_tools(client)
            original = snapshot(self.project)
            plan = await self.dry_run(client, original)
            await self.write(client, original, plan)
            await self.resources(client)
            await self.check(client, "check")
            await self.rename(client)
            await self.remove(client, original)
            await self.bad_name(client)
            await self.outside(client)
            await self.unknown_tool(client)
        self.step = "raw pipes"
        (raw_legacy if self.mode == "legacy" else raw_stateless)(self.binary, self.project)
        self.passed("malformed lines answered -32700 and -32600 with id null, then served")

    async def list_tools(self, client: Client) -> None:
        self.step = "list_tools"
        tools = (await client.list_tools()).tools
        names = sorted(t.name for t in tools)
        expect(names == TOOLS, f"tools {names}, expected {TOOLS}")
        for tool in tools:
            expect(
                tool.input_schema.get("type") == "object",
                f"{tool.name}'s input schema is not an object schema",
            )
        module = next(t for t in tools if t.name == "module").input_schema
        properties = module.get("properties", {})
        expect(
            properties.get("names", {}).get("type") == "array",
            f"module's names: {properties.get('names')}",
        )
        expect(
            "names" in module.get("required", []),
            f"module requires {module.get('required')}, not names",
        )
        expect(
            properties.get("dry_run", {}).get("type") == "boolean",
            f"module's dry_run: {properties.get('dry_run')}",
        )
        templates = properties.get("template", {}).get("enum", [])
        expect("swiftui" in templates, f"module's template enum {templates} lacks swiftui")
        listed = ", ".join(names)
        self.passed(
            f"{len(tools)} tools ({listed}), object schemas; module: names, dry_run, template"
        )

    async def dry_run(self, client: Client, original: dict[str, Any]) -> list[Any]:
        self.step = "module dry_run"
        document = called(
            await client.call_tool("module", {"names": ["Payments"], "dry_run": True}), "module"
        )
        expect(document.get("dryRun") is True, f"dryRun is {document.get('dryRun')!r}")
        expect(
            document.get("outcome") == "planned",
            f"outcome {document.get('outcome')!r}, expected 'planned'",
        )
        files = document.get("files") or []
        expect(len(files) > 0, "the plan lists no files")
        updates = [f for f in files if f.get("disposition") == "update"]
        expect(updates, f"the plan updates no app file: {files}")
        for update in updates:
            diff = update.get("diff") or ""
            expect(diff.startswith(f"--- a/{update['path']}\n"), f"no diff for {update}")
        expect_same(original, snapshot(self.project), "the dry run wrote")
        self.passed(f"planned {len(files)} files with {len(updates)} diffs, nothing written")
        return [(f.get("path"), f.get("disposition")) for f in files]

    async def write(self, client: Client, original: dict[str, Any], plan: list[Any]) -> None:
        self.step = "module"
        document = called(await client.call_tool("module", {"names": ["Payments"]}), "module")
        expect(
            document.get("outcome") == "written",
            f"outcome {document.get('outcome')!r}, expected 'written'",
        )
        written = [(f.get("path"), f.get("disposition")) for f in document.get("files") or []]
        expect(written == plan, f"written {written}, but the dry run planned {plan}")
        entry = (document.get("entries") or [{}])[0]
        made = entry.get("files") or []
        expect(made and all("/Payments/" in f for f in made), f"the module's files: {made}")
        missing = [f for f in made if not (self.project / f).is_file()]
        expect(not missing, f"files listed but not written: {missing}")
        expect(
            any(f.startswith("Sources/") and "/Payments/" in f for f in made),
            f"no Sources/…/Payments/ file: {made}",
        )
        registered = entry.get("registeredIn") or []
        expect(
            any(f.endswith("RootApp.swift") for f in registered),
            f"registeredIn {registered} lacks RootApp.swift",
        )
        unedited = [f for f in registered if (self.project / f).read_bytes() == original.get(f)]
        expect(not unedited, f"registeredIn names files left as they were: {unedited}")
        assembly = [f for f in registered if "PaymentsAssembly" in (self.project / f).read_text()]
        expect(
            any(f.endswith("RootApp.swift") for f in assembly),
            f"RootApp.swift does not name PaymentsAssembly ({assembly})",
        )
        record = self.project / ".viper-gen/modules/Payments.json"
        expect(record.is_file(), "no record .viper-gen/modules/Payments.json")
        self.passed(f"{len(made)} files written, registered in {len(registered)} files, recorded")

    async def resources(self, client: Client) -> None:
        self.step = "resources"
        uri = "viper-gen://records/modules/Payments"
        uris = [str(r.uri) for r in (await client.list_resources()).resources]
        expect(uri in uris, f"resources/list lacks {uri}: {uris}")
        record = json.loads(self.resource_text(await client.read_resource(uri), uri))
        on_disk = json.loads((self.project / ".viper-gen/modules/Payments.json").read_text())
        expect(record == on_disk, f"{uri} is not the record on disk")
        expect("Payments" in json.dumps(record), f"{uri} does not name Payments")
        config = json.loads(
            self.resource_text(
                await client.read_resource("viper-gen://config"), "viper-gen://config"
            )
        )
        expect(
            config == json.loads((self.project / ".viper-gen.json").read_text()),
            "viper-gen://config is not .viper-gen.json",
        )
        families = (await client.list_resource_templates()).resource_templates
        shapes = sorted(t.uri_template for t in families)
        expected = ["viper-gen://records/{kind}/{name}", "viper-gen://templates/{name}"]
        expect(shapes == expected, f"resource templates {shapes}, expected {expected}")
        self.passed(f"{len(uris)} resources; the Payments record and the config read as on disk")

    @staticmethod
    def resource_text(result: Any, uri: str) -> str:
        expect(len(result.contents) == 1, f"{uri}: {len(result.contents)} contents, expected 1")
        content = result.contents[0]
        expect(
            str(content.uri) == uri and content.mime_type == "application/json",
            f"{uri}: {content.uri} {content.mime_type}",
        )
        return content.text

    async def check(self, client: Client, step: str) -> None:
        self.step = step
        document = called(await client.call_tool("check", {}), "check")
        expect(document.get("consistent") is True, f"not consistent: {document.get('findings')}")
        self.passed("consistent")

    async def rename(self, client: Client) -> None:
        self.step = "rename"
        called(
            await client.call_tool("rename", {"old_name": "Payments", "new_name": "Billing"}),
            "rename",
        )
        records = self.project / ".viper-gen/modules"
        expect((records / "Billing.json").is_file(), "no record Billing.json after rename")
        expect(
            not (records / "Payments.json").exists(), "Payments.json is still there after rename"
        )
        expect(
            not list(self.project.rglob("*Payments*")),
            f"left: {list(self.project.rglob('*Payments*'))[:4]}",
        )
        self.passed("Payments is Billing, record and files")
        await self.check(client, "check after rename")

    async def remove(self, client: Client, original: dict[str, Any]) -> None:
        self.step = "remove"
        called(await client.call_tool("remove", {"names": ["Billing"]}), "remove")
        expect_same(original, snapshot(self.project), "after remove, the project", ignoring=CACHES)
        uri = "viper-gen://records/modules/Billing"
        try:
            await client.read_resource(uri)
        except MCPError as error:
            expect(error.code == -32602, f"{uri}: MCPError {error.code}, expected -32602")
        else:
            raise Failure(f"{uri} is still read after remove")
        self.passed(
            "the project is byte for byte as before module (but the declaration-index cache); "
            "its record is no longer a resource (-32602)"
        )

    async def bad_name(self, client: Client) -> None:
        self.step = "bad name"
        result = await client.call_tool("module", {"names": ["bad name!"]})
        expect(result.is_error is True, f"is_error {result.is_error!r}: {texts(result)}")
        expect("cannot be part of a Swift type name" in texts(result), f"the text: {texts(result)}")
        error = (result.structured_content or {}).get("error") or {}
        expect(error.get("exitCode") == 64, f"exitCode {error.get('exitCode')!r}, expected 64")
        names = sorted(t.name for t in (await client.list_tools()).tools)
        expect(names == TOOLS, f"list_tools after the error: {names}")
        self.passed("a tool error with exit code 64, and the session goes on")
        await self.check(client, "check after the error")

    async def outside(self, client: Client) -> None:
        self.step = "outside path"
        before = snapshot(self.work)
        for output in ["../elsewhere", str(self.work / "elsewhere")]:
            result = await client.call_tool("module", {"names": ["Cart"], "output": output})
            expect(
                result.is_error is True,
                f"output {output}: is_error {result.is_error!r}: {texts(result)}",
            )
            expect("outside the project" in texts(result), f"output {output}: {texts(result)}")
            expect_same(before, snapshot(self.work), f"output {output}: the project and its folder")
        self.passed("../elsewhere and an absolute path refused, nothing written inside or outside")

    async def unknown_tool(self, client: Client) -> None:
        self.step = "unknown tool"
        try:
            await client.call_tool("nope", {})
        except MCPError as error:
            expect(error.code == -32602, f"MCPError {error.code} {error.message}, expected -32602")
            expect("nope" in error.message, f"the message does not name the tool: {error.message}")
        else:
            raise Failure("call_tool('nope') raised no MCPError")
        names = sorted(t.name for t in (await client.list_tools()).tools)
        expect(names == TOOLS, f"list_tools after the error: {names}")
        self.passed("MCPError -32602, and the session goes on")


class Pipes:
    """viper-gen mcp started with plain pipes, its lines read on a thread with a timeout."""

    def __init__(self, binary: Path, project: Path) -> None:
        self.errors = tempfile.TemporaryFile()
        self.process = subprocess.Popen(
            [str(binary), "mcp"],
            cwd=project,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.errors,
        )
        self.lines: queue.Queue[bytes] = queue.Queue()
        threading.Thread(target=self.pump, daemon=True).start()

    def pump(self) -> None:
        for line in self.process.stdout:
            self.lines.put(line)
        self.lines.put(b"")

    def send(self, line: str) -> None:
        self.process.stdin.write(line.encode() + b"\n")
        self.process.stdin.flush()

    def reply(self, sent: str) -> dict[str, Any]:
        """The next line, parsed: fails when none comes within READ_TIMEOUT seconds."""
        try:
            line = self.lines.get(timeout=READ_TIMEOUT)
        except queue.Empty:
            raise Failure(f"no reply to {sent!r} within {READ_TIMEOUT} s") from None
        expect(line != b"", f"the server closed stdout after {sent!r}")
        try:
            return json.loads(line)
        except ValueError:
            raise Failure(f"the reply to {sent!r} is not JSON: {line!r}") from None

    def error(self, sent: str, code: int) -> None:
        """Sends sent and expects a JSON-RPC error with code and a null id."""
        self.send(sent)
        reply = self.reply(sent)
        expect(
            reply.get("jsonrpc") == "2.0" and "id" in reply and reply["id"] is None,
            f"{sent!r}: {reply}",
        )
        expect(
            reply.get("error", {}).get("code") == code, f"{sent!r}: {reply}, expected code {code}"
        )

    def close(self) -> None:
        """Closes stdin and expects the server to end with status 0."""
        self.process.stdin.close()
        try:
            status = self.process.wait(timeout=READ_TIMEOUT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            raise Failure("the server did not end when stdin closed") from None
        self.errors.seek(0)
        expect(
            status == 0,
            f"the server ended with status {status}: {self.errors.read().decode(errors='replace')}",
        )

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


def malformed(pipes: Pipes) -> None:
    pipes.error("garbage", -32700)
    pipes.error("[1]", -32600)


def raw_legacy(binary: Path, project: Path) -> None:
    """Garbage, a batch, then the handshake and a ping: the server keeps serving."""
    pipes = Pipes(binary, project)
    try:
        malformed(pipes)
        hello = json.dumps(
            {
                "jsonrpc": "2.0",
                "id": 1,
                "method": "initialize",
                "params": {
                    "protocolVersion": "2025-11-25",
                    "capabilities": {},
                    "clientInfo": {"name": "raw", "version": "1"},
                },
            }
        )
        pipes.send(hello)
        reply = pipes.reply(hello)
        expect(
            reply.get("id") == 1 and reply.get("result", {}).get("protocolVersion") == "2025-11-25",
            f"{reply}",
        )
        pipes.send('{"jsonrpc":"2.0","method":"notifications/initialized"}')
        ping = '{"jsonrpc":"2.0","id":7,"method":"ping"}'
        pipes.send(ping)
        reply = pipes.reply(ping)
        expect(reply == {"jsonrpc": "2.0", "id": 7, "result": {}}, f"ping: {reply}")
        pipes.close()
    finally:
        pipes.kill()


def raw_stateless(binary: Path, project: Path) -> None:
    """Garbage, a batch, then server/discover with the 2026-07-28 envelope: still served."""
    pipes = Pipes(binary, project)
    try:
        malformed(pipes)
        envelope = {
            "io.modelcontextprotocol/protocolVersion": "2026-07-28",
            "io.modelcontextprotocol/clientCapabilities": {},
            "io.modelcontextprotocol/clientInfo": {"name": "raw", "version": "1"},
        }
        discover = json.dumps(
            {"jsonrpc": "2.0", "id": 7, "method": "server/discover", "params": {"_meta": envelope}}
        )
        pipes.send(discover)
        reply = pipes.reply(discover)
        result = reply.get("result", {})
        expect(
            reply.get("id") == 7 and result.get("supportedVersions") == ["2026-07-28"],
            f"discover: {reply}",
        )
        expect(result.get("resultType") == "complete", f"discover: {reply}")
        pipes.close()
    finally:
        pipes.kill()


def main(arguments: list[str]) -> int:
    if len(arguments) != 2:
        print(
            "usage: viper_gen_mcp_client.py <viper-gen binary> <generated project folder>",
            file=sys.stderr,
        )
        return 2
    binary, project = Path(arguments[0]).resolve(), Path(arguments[1]).resolve()
    if not os.access(binary, os.X_OK) or not (project / ".viper-gen.json").is_file():
        print(
            f"error: {binary} is not executable or {project} has no .viper-gen.json",
            file=sys.stderr,
        )
        return 2
    run = Run()
    for mode in VERSIONS:
        anyio.run(Scenario(run, binary, project, mode).play)
    print(f"mcp client: {run.passed} passed, {run.failed} failed", flush=True)
    return 1 if run.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
