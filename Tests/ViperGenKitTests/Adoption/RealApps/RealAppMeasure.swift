import Foundation
import ViperGenSwiftSource
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 36's measure of one real app: a copy of its fixture in a temporary folder, `init` with
/// no flags, then `module Payments` (fixed author and date), and the outcome.
struct RealAppMeasure {
    /// The app.
    let app: RealApp
    /// The copy's root (the repository).
    private let repository: TemporaryFolder
    /// What happened.
    private(set) var outcome = RealAppOutcome(kind: .refused, detail: "not run")

    /// Copies `app`'s fixture (or the folder `source`, without the files `removing`) and runs
    /// `init` (unless `initializing` is false: the copy already has a config) and
    /// `module Payments` in its run folder.
    init(
        _ app: RealApp, source: URL? = nil, removing: [String] = [], initializing: Bool = true
    ) throws {
        self.app = app
        repository = try TemporaryFolder("viper-gen-real-app")
        try repository.copyContents(of: source ?? app.folder, skipping: ["SOURCE", "LICENSE"])
        for path in removing { try FileManager.default.removeItem(at: repository.appending(path)) }
        outcome = try run(initializing: initializing)
    }

    /// The run folder, relative to the repository, with a trailing `/` ("" for the root).
    private var runPrefix: String { app.runFolder == "." ? "" : app.runFolder + "/" }

    /// Runs both commands and classifies what they did.
    private func run(initializing: Bool) throws -> RealAppOutcome {
        let folder = repository.appending(app.runFolder)
        // What init and module add or change, both: support files init writes must be built
        // by the app and declare what they mention, as the module's files must.
        let before = FileTreeSnapshot(repository.url)
        if initializing {
            let initRun = KitRun.initialize(in: folder)
            guard initRun.code == .success else {
                return RealAppOutcome(kind: .refused, detail: "init: " + firstErrorLine(initRun))
            }
        }
        let config = try ProjectConfig.decode(
            Array(try Data(contentsOf: folder.appendingPathComponent(ProjectConfig.fileName))),
            file: ProjectConfig.fileName)
        let moduleRun = KitRun.generate(.module, .fixed("Payments"), in: folder)
        guard moduleRun.code == .success else {
            return RealAppOutcome(kind: .refused, detail: "module: " + firstErrorLine(moduleRun))
        }
        let after = FileTreeSnapshot(repository.url)
        // Records and a derived template's files (macros and all) are no sources of the app.
        let added = after.added(since: before).filter {
            $0.hasSuffix(".swift") && !$0.contains(".viper-gen/")
        }
        let changed = after.changed(since: before).filter { $0.hasSuffix(".swift") }
        let missing = missingTypes(added: added, changed: changed, before: before, after: after)
        let testsFolder = runPrefix + config.testsPath + "/"
        let unbuilt = added.filter { path in
            !(config.testsPath != "." && path.hasPrefix(testsFolder))
                && !path.hasSuffix("Tests.swift") && !appBuilds(path, in: after)
        }
        if added.isEmpty {
            return RealAppOutcome(kind: .broken, detail: "exit 0 but no Swift file was written")
        }
        guard missing.isEmpty, unbuilt.isEmpty else {
            var parts = ["style \(config.style)"]
            if !missing.isEmpty { parts.append("missing " + Self.list(missing)) }
            if !unbuilt.isEmpty { parts.append("not built by the app: " + Self.list(unbuilt)) }
            return RealAppOutcome(kind: .broken, detail: parts.joined(separator: "; "))
        }
        return RealAppOutcome(
            kind: .clean, detail: "style \(config.style), modules in \(config.modulesPath)")
    }

    /// The types the new files, and the lines the run added to app files, mention that neither
    /// the app, the new files nor the SDK declare.
    private func missingTypes(
        added: [String], changed: [String], before: FileTreeSnapshot, after: FileTreeSnapshot
    ) -> [String] {
        var mentioned: Set<String> = []
        for path in added {
            let text = after.text(path) ?? ""
            // A file importing a library the reduced app does not hold (a pod such as
            // Swinject) may take names from it: those cannot be checked here.
            guard DeclarationScanner(text: text).importedModules.isSubset(of: Self.sdkModules)
            else { continue }
            mentioned.formUnion(TypeMentions(text).mentioned)
        }
        for path in changed {
            let now = TypeMentions(after.text(path) ?? "").mentioned
            mentioned.formUnion(now.subtracting(TypeMentions(before.text(path) ?? "").mentioned))
        }
        let declared = Self.declaredTypes(in: after).union(SDKTypes.names)
        return mentioned.subtracting(declared).sorted()
    }

    /// The modules of Apple's SDKs and the toolchain that apps import.
    static let sdkModules: Set<String> = [
        "Foundation", "UIKit", "SwiftUI", "Combine", "Observation", "XCTest", "Testing",
        "CoreData", "CoreGraphics", "CoreLocation", "MapKit", "AVFoundation", "AVKit", "Photos",
        "PhotosUI", "QuartzCore", "WebKit", "SafariServices", "UserNotifications", "StoreKit",
        "os", "OSLog", "Dispatch", "Security", "LocalAuthentication", "MessageUI", "CoreImage",
        "CoreText", "ImageIO", "Network", "Contacts", "EventKit", "HealthKit", "CloudKit",
        "AuthenticationServices", "WidgetKit", "Intents", "IntentsUI", "SystemConfiguration",
    ]

    /// The types the tree's Swift files declare (`DeclarationScanner`), and the Objective-C
    /// classes and protocols its headers declare (`@interface Name`, `@protocol Name`).
    static func declaredTypes(in tree: FileTreeSnapshot) -> Set<String> {
        var declared: Set<String> = []
        for (path, bytes) in tree.files {
            if path.hasSuffix(".swift") {
                declared.formUnion(DeclarationScanner.declaredTypes(inUTF8: Array(bytes)))
            } else if path.hasSuffix(".h") {
                declared.formUnion(
                    ObjectiveCHeader.declaredNames(String(decoding: bytes, as: UTF8.self)))
            }
        }
        return declared
    }

    /// Whether the app builds the file at `path` (relative to the repository): an application
    /// target of a project file in the run folder lists it or synchronizes its folder; without
    /// such a project file, it lies in one of the app's listed source folders.
    private func appBuilds(_ path: String, in tree: FileTreeSnapshot) -> Bool {
        let projects = tree.files.keys.filter { project in
            project.hasSuffix(".xcodeproj/project.pbxproj") && project.hasPrefix(runPrefix)
                && !project.dropFirst(runPrefix.count).dropLast(".xcodeproj/project.pbxproj".count)
                    .contains("/")
        }
        if projects.isEmpty {
            return app.sources.isEmpty || app.sources.contains { path.hasPrefix($0 + "/") }
        }
        return projects.contains { project in
            let listing = ProjectTargetListing(tree.text(project) ?? "")
            return listing.applicationBuilds(String(path.dropFirst(runPrefix.count)))
        }
    }

    /// The first line of the run's error output, with the line after it when it ends with a
    /// colon (the reason), without the temporary folder's path.
    private func firstErrorLine(_ run: KitRun) -> String {
        let lines = (run.err + "\n" + run.out).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var line = lines.first ?? ""
        if line.hasSuffix(":"), lines.count > 1 { line += " " + lines[1] }
        let cleaned = line.replacingOccurrences(of: repository.path + "/", with: "")
            .replacingOccurrences(of: repository.path, with: ".")
        return cleaned.count > 220 ? String(cleaned.prefix(217)) + "..." : cleaned
    }

    /// `items` joined by commas, at most eight of them.
    private static func list(_ items: [String]) -> String {
        let shown = items.prefix(8).joined(separator: ", ")
        return items.count > 8 ? shown + " and \(items.count - 8) more" : shown
    }
}
