import Foundation
import ViperGenCLITestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// A `uikit` or `routed` project for the compile check: `project MyApp --template <style>`,
/// two modules, and a file opening one of them exactly as viper-gen's closing advice says.
enum UIKitStyleProject {
    /// The styles checked.
    static let styles: [ArchitectureStyle] = [.uikit, .routed]

    /// The file holding the opening lines, relative to the project root.
    static let openingFile = "Sources/MyApp/ModuleOpeningCheck.swift"

    /// A new project of `style` with the modules Payments and PaymentDetails, their tests in
    /// `tests` (a value of `ProjectConfig.testsChoices`), and a function that opens Payments with the lines
    /// `ModuleOpening` prints.
    static func make(_ style: ArchitectureStyle, tests: String = "SwiftTesting") throws
        -> GeneratedProject
    {
        let choice = ["--set", "tests=\(tests)"]
        let project = try GeneratedProject(
            projectArguments: ["--template", style.rawValue] + choice)
        try project.add("module", "Payments", choice)
        try project.add("module", "PaymentDetails", choice)
        // A uikit module is opened from a router output, whose `view` is the screen.
        let parameters = style == .uikit ? "from view: any Viewable" : ""
        let body = ModuleOpening.lines(for: "Payments", style: style).map { "    " + $0 }
        let source =
            ["import UIKit", "", "@MainActor", "func openPayments(\(parameters)) {"] + body
            + ["}", ""]
        try source.joined(separator: "\n").write(
            to: project.root.appendingPathComponent(openingFile), atomically: true,
            encoding: .utf8)
        return project
    }
}
