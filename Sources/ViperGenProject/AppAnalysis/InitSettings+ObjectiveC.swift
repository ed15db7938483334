import ViperGenXcode

/// What adopting an Objective-C or mixed app means: its target compiles the Swift modules, and
/// its Objective-C code reaches them only through `@objc` classes in the generated header.
extension InitSettings {
    /// The notes for an app whose entry point is Objective-C (`main.m`), adopted as a UIKit
    /// app; none for another app or style.
    static func objectiveCNotes(
        _ survey: AppSurvey, app: AppTargetLayout?, style: ArchitectureStyle
    ) -> [String] {
        guard let main = survey.objectiveCEntryPoints.first, style != .swiftui else { return [] }
        let target = app?.name ?? "app"
        let module = SwiftModuleName.derived(from: app?.productName ?? app?.name ?? "App")
        let compilesSwift =
            app.map {
                !$0.synchronizedFolders.isEmpty
                    || $0.compiledFiles.contains { $0.hasSuffix(".swift") }
            }
            ?? false
        var notes: [String]
        if let header = app?.bridgingHeader {
            notes = [
                "Mixed app: \(main) starts it in Objective-C, and the \(target) target compiles "
                    + "Swift too (bridging header \(header)), so modules join it as they are."
            ]
        } else {
            notes = [
                "Objective-C app: \(main) starts it. The \(target) target compiles Swift files "
                    + "too" + (compilesSwift ? "." : ", once it has a first one: the modules.")
            ]
        }
        notes += [
            "Its Objective-C code reaches a Swift module only through @objc classes, in the header "
                + "Xcode generates: #import \"\(module)-Swift.h\". To open a module from "
                + "Objective-C, give it an @objc factory, e.g. for Payments:",
            "    @objc final class PaymentsModule: NSObject {",
            "        @MainActor @objc static func makeViewController() -> UIViewController {",
            "            PaymentsRouterInput().view(entryEntity: PaymentsEntryEntity())",
            "        }",
            "    }",
            "and call [PaymentsModule makeViewController] where the screen opens.",
        ]
        if let app, app.swiftVersion == nil {
            notes.append(
                "The \(target) target sets no Swift language version: set SWIFT_VERSION (Build "
                    + "Settings > Swift Language Version) before building the first module.")
        }
        return notes
    }
}
