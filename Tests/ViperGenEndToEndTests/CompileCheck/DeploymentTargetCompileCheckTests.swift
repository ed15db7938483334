import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Modules added to an adopted app use no API newer than its deployment target.
@Suite("CompileCheck of deployment targets")
struct DeploymentTargetCompileCheckTests {
    @Test(arguments: [ArchitectureStyle.uikit, .routed, .builder, .generic])
    func moduleOfAnIOS12AppHasNoSystemBackground(_ style: ArchitectureStyle) throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject(projectArguments: ["--template", style.rawValue])
        try project.replace(
            "platforms: [.iOS(\"17.0\")]", with: "platforms: [.iOS(.v12)]", in: "Package.swift")
        let config = try project.adopt()
        #expect(config.build?.deploymentTarget == "12.0")
        try project.add("module", "Payments")
        let module = project.root.appendingPathComponent(config.modulesPath + "/Payments")
        let texts = try project.swiftFiles(in: module).map {
            try String(contentsOf: $0, encoding: .utf8)
        }
        #expect(!texts.isEmpty)
        #expect(!texts.contains { $0.contains("systemBackground") }, "\(style)")
        #expect(texts.contains { $0.contains("view.backgroundColor = .white") }, "\(style)")
        let run = try checker.typeCheckApp(of: project, settings: .swift6)
        #expect(run.succeeded, "\(style):\n\(run.output)")
    }

    @Test func moduleOfAnIOS13AppKeepsSystemBackground() throws {
        let project = try GeneratedProject(projectArguments: ["--template", "uikit"])
        try project.replace(
            "platforms: [.iOS(\"17.0\")]", with: "platforms: [.iOS(.v13)]", in: "Package.swift")
        #expect(try project.adopt().build?.deploymentTarget == "13.0")
        try project.add("module", "Payments")
        let controller = try project.text(
            of: "Sources/MyApp/Classes/Modules/Payments/PaymentsViewController.swift")
        #expect(controller.contains("view.backgroundColor = .systemBackground"), "\(controller)")
    }

    @Test func initChoosesObservableObjectBelowIOS17() throws {
        let project = try GeneratedProject(projectArguments: ["--set", "observation=Observable"])
        try project.replace(
            "platforms: [.iOS(\"17.0\")]", with: "platforms: [.iOS(.v16)]", in: "Package.swift")
        let config = try project.adopt()
        #expect(config.build?.deploymentTarget == "16.0")
        #expect(config.observation == "ObservableObject")
    }

    @Test func initKeepsObservableFromIOS17() throws {
        let project = try GeneratedProject(projectArguments: ["--set", "observation=Observable"])
        let config = try project.adopt()
        #expect(config.build?.deploymentTarget == "17.0")
        #expect(config.observation == "Observable")
    }
}

/// Issue 36: `--set observation=Observable` in an app below iOS 17 is refused, nothing written.
@Suite("Observation and the deployment target")
struct ObservationAvailabilityTests {
    @Test func observableBelowIOS17IsRefused() throws {
        let project = try GeneratedProject()
        try project.replace(
            "platforms: [.iOS(\"17.0\")]", with: "platforms: [.iOS(.v16)]", in: "Package.swift")
        try project.adopt()
        let run = TestRun.run(
            ["module", "Payments", "--set", "observation=Observable"] + project.flags,
            in: project.root)
        #expect(run.code == .usage)
        #expect(run.err.contains("needs iOS 17, and the app supports iOS 16.0"), "\(run.err)")
        #expect(
            !FileManager.default.fileExists(
                atPath: project.root.appendingPathComponent(
                    "Sources/MyApp/Classes/Modules/Payments"
                ).path))
        let plain = TestRun.run(["module", "Payments"] + project.flags, in: project.root)
        #expect(plain.code == .success, "\(plain.err)")
    }
}
