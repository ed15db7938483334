import Foundation
import Testing
import ViperGenTestSupport
import ViperGenText

@testable import ViperGenCLI

/// Issue 41: a refused call is an error result with the command line's message and exit code
/// (a usage error's is 64), nothing is written, and no path from the client reaches outside the
/// project.
@Suite("MCP tool refusals")
struct MCPToolRefusalTests {
    /// Calls `tool` with `arguments`, expects an error result whose message contains
    /// `message` and exit code 64, and nothing changed in the project.
    private func expectRefusal(
        _ tool: String, _ arguments: String, _ message: String, in project: MCPProject,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = try project.snapshot()
        let result = try project.call(tool, arguments)
        #expect(result.isError, sourceLocation: sourceLocation)
        let error = result.structured?["error"]
        #expect(error?["exitCode"] == .number("64"), sourceLocation: sourceLocation)
        let text = error?["message"]?.string ?? ""
        #expect(text.contains(message), "\(text)", sourceLocation: sourceLocation)
        #expect(
            result.summary == "\(tool) failed (exit 64): \(text)", sourceLocation: sourceLocation)
        #expect(try project.snapshot() == before, sourceLocation: sourceLocation)
    }

    @Test func aBadNameIsTheCommandsOwnError() throws {
        let project = try MCPProject()
        try expectRefusal(
            "module", #"{"names": ["bad name!"]}"#,
            "The module name 'bad name!' contains '!', which cannot be part of a Swift type name",
            in: project)
        #expect(try project.call("check").structured?["consistent"] == true)
    }

    @Test func argumentsAreReadStrictly() throws {
        let project = try MCPProject()
        try expectRefusal(
            "module", #"{"names": ["Payments"], "dryrun": true}"#,
            "Unknown parameter 'dryrun' for module. Did you mean 'dry_run'?", in: project)
        try expectRefusal(
            "module", #"{"names": "Payments"}"#,
            "The parameter names takes an array of names, not a string.", in: project)
        try expectRefusal(
            "module", #"{"names": ["Payments"], "dry_run": "yes"}"#,
            "The parameter dry_run takes true or false, not a string.", in: project)
        try expectRefusal(
            "module", #"{}"#, #"Missing names: module needs it, e.g. {"names": ["Payments"]}."#,
            in: project)
        try expectRefusal(
            "module", #"{"names": []}"#, "Missing names", in: project)
        try expectRefusal(
            "module", #"{"names": [""]}"#, "The parameter names is empty: give a value.",
            in: project)
        try expectRefusal(
            "module", #"{"names": ["Payments"], "template": "nope"}"#,
            "Unknown template 'nope' for module: choose one of swiftui,", in: project)
        try expectRefusal(
            "module", #"{"names": ["Payments"], "set": {"observation": true}}"#,
            "The parameter set.observation takes a string, not a Boolean.", in: project)
        try expectRefusal(
            "rename", #"{"old_name": "Main"}"#, "Missing new_name", in: project)
        try expectRefusal(
            "templates", #"{"action": "delete"}"#,
            "Unknown action 'delete' for templates: choose one of list, show, export, derive.",
            in: project)
        try expectRefusal(
            "check", "[1]", "The arguments must be an object of parameters, not an array.",
            in: project)
    }

    @Test func aNameThatLooksLikeAnOptionIsAName() throws {
        let project = try MCPProject()
        try expectRefusal(
            "module", #"{"names": ["--force"]}"#, "The module name '--force'", in: project)
    }

    @Test func pathsOutsideTheProjectAreRefused() throws {
        let project = try MCPProject()
        let outside = try TemporaryFolder("viper-gen-mcp-outside")
        for (tool, arguments, why) in [
            (
                "module", #"{"names": ["Cart"], "output": "../Elsewhere"}"#,
                "lies outside the project"
            ),
            (
                "module", #"{"names": ["Cart"], "output": "\#(outside.url.path)"}"#,
                "lies outside the project"
            ),
            ("module", #"{"names": ["Cart"], "output": "~/Features"}"#, "starts with '~'"),
            ("apply", #"{"spec": "/etc/hosts"}"#, "lies outside the project"),
            ("init", #"{"path": "..", "dry_run": true}"#, "lies outside the project"),
            (
                "templates", #"{"action": "export", "template": "module", "folder": "../x"}"#,
                "lies outside the project"
            ),
            (
                "templates", #"{"action": "derive", "module": "../../Other"}"#,
                "lies outside the project"
            ),
        ] {
            try expectRefusal(tool, arguments, why, in: project)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty)
    }

    @Test func aLinkLeadingOutIsRefused() throws {
        let project = try MCPProject()
        let outside = try TemporaryFolder("viper-gen-mcp-outside")
        try FileManager.default.createSymbolicLink(
            at: project.root.appendingPathComponent("Linked"), withDestinationURL: outside.url)
        try expectRefusal(
            "module", #"{"names": ["Cart"], "output": "Linked/Features"}"#,
            "leads out of the project through a symbolic link", in: project)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty)
    }

    @Test func anUnknownToolIsNoCall() throws {
        let project = try MCPProject()
        #expect(try project.toolbox().call("project", arguments: nil) == nil)
        #expect(try project.toolbox().call("completion", arguments: nil) == nil)
    }
}
