import Testing
import ViperGenSystem

@testable import ViperGenOutput

struct PlannedPathValidatorTests {
    @Test(arguments: [
        ("", UnsafePathReason.empty),
        ("/etc/passwd", .absolute),
        ("../x", .dotComponent),
        ("a/../../x", .dotComponent),
        ("a/./b", .dotComponent),
        ("a//b", .emptyComponent),
        ("a/", .emptyComponent),
        ("a\u{0}b", .controlCharacter),
        ("a\nb", .controlCharacter),
        ("a\u{7F}", .controlCharacter),
        (String(repeating: "x", count: 256), .componentTooLong),
        (".viper-gen-staging-1-abc/x", .reservedName),
    ])
    func refusesUnsafePath(path: String, reason: UnsafePathReason) {
        #expect(PlannedPathValidator.problem(with: path) == reason)
    }

    @Test(arguments: ["Payments/View/PaymentsView.swift", ".gitignore", "a b/ü.swift", "x..y"])
    func acceptsSafePath(path: String) {
        #expect(PlannedPathValidator.problem(with: path) == nil)
    }

    @Test func refusesDuplicatePaths() {
        let plan = OutputPlan(
            rootDirectory: AbsolutePath.root.appending(component: "tmp"),
            files: [PlannedFile(path: "A/x", text: "1"), PlannedFile(path: "A/x", text: "2")])
        #expect(throws: OutputError.unsafePath(path: "A/x", reason: .duplicate)) {
            try PlannedPathValidator.validate(plan)
        }
    }

    @Test func refusesPathPlannedAsFileAndFolder() {
        let plan = OutputPlan(
            rootDirectory: AbsolutePath.root.appending(component: "tmp"),
            files: [PlannedFile(path: "A", text: "1"), PlannedFile(path: "A/x", text: "2")])
        #expect(throws: OutputError.unsafePath(path: "A", reason: .fileAndFolder)) {
            try PlannedPathValidator.validate(plan)
        }
    }

    @Test func derivesDirectoriesParentsFirstInPlanOrder() {
        let plan = OutputPlan(
            rootDirectory: AbsolutePath.root.appending(component: "tmp"),
            files: [PlannedFile(path: "B/y/f", text: ""), PlannedFile(path: "A/f", text: "")],
            emptyDirectories: ["B/z/w"])
        #expect(plan.directories == ["B", "B/y", "A", "B/z", "B/z/w"])
    }
}
