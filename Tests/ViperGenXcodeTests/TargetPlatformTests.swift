import Testing
import ViperGenXcode

/// `init` tells an app's iOS target from its macOS, tvOS and watchOS ones by their build
/// settings: the target's own, else the project's.
@Suite("Target platforms")
struct TargetPlatformTests {
    /// The platforms of the app targets of a project whose project-level settings are
    /// `project` and whose targets set `targets` (name and settings), in order.
    private func platforms(project: [String: String], targets: [(String, [String: String])])
        throws -> [String: [TargetPlatform]]
    {
        let text = Self.projectFile(project: project, targets: targets)
        let layouts = try AppTargetLayout.all(inProject: Array(text.utf8), file: "P.xcodeproj")
        return Dictionary(uniqueKeysWithValues: layouts.map { ($0.name, $0.platforms) })
    }

    @Test func eachTargetsOwnSettingsComeBeforeTheProjects() throws {
        let found = try platforms(
            project: ["SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "15.0"],
            targets: [
                ("Phone", [:]),
                ("Mac", ["SDKROOT": "macosx"]),
                ("TV", ["SDKROOT": "appletvos"]),
                ("Watch", ["SDKROOT": "watchos"]),
                (
                    "Both",
                    ["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx"]
                ),
                ("Vision", ["SUPPORTED_PLATFORMS": "xros xrsimulator"]),
            ])
        #expect(found["Phone"] == [.iOS])
        #expect(found["Mac"] == [.macOS])
        #expect(found["TV"] == [.tvOS])
        #expect(found["Watch"] == [.watchOS])
        #expect(found["Both"] == [.iOS, .macOS])
        #expect(found["Vision"] == [.visionOS])
    }

    @Test func withoutAnSDKTheDeviceFamilyThenTheDeploymentTargetsSay() throws {
        let found = try platforms(
            project: ["SDKROOT": "auto"],
            targets: [
                ("Family", ["TARGETED_DEVICE_FAMILY": "1,2"]),
                ("TVFamily", ["TARGETED_DEVICE_FAMILY": "3"]),
                ("Deployed", ["MACOSX_DEPLOYMENT_TARGET": "13.0"]),
                ("Unknown", [:]),
            ])
        #expect(found["Family"] == [.iOS])
        #expect(found["TVFamily"] == [.tvOS])
        #expect(found["Deployed"] == [.macOS])
        #expect(found["Unknown"] == [])
        let layouts = try AppTargetLayout.all(
            inProject: Array(
                Self.projectFile(
                    project: [:], targets: [("Unknown", [:]), ("Mac", ["SDKROOT": "macosx"])]
                )
                .utf8), file: "P.xcodeproj")
        // A target whose settings say nothing (an .xcconfig sets them) may build for iOS.
        #expect(layouts.map(\.buildsForIOS) == [true, false])
    }

    /// A project file with app targets `targets`, each with one build configuration.
    static func projectFile(project: [String: String], targets: [(String, [String: String])])
        -> String
    {
        func settings(_ values: [String: String]) -> String {
            values.keys.sorted().map { "\($0) = \"\(values[$0] ?? "")\"; " }.joined()
        }
        var objects = [
            "\t\tA0000000000000000000000A = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };",
            "\t\tC0000000000000000000000C = {isa = XCBuildConfiguration; buildSettings = {"
                + settings(project) + "}; name = Debug; };",
            "\t\tL0000000000000000000000L = {isa = XCConfigurationList; buildConfigurations = "
                + "(C0000000000000000000000C); };",
        ]
        var ids: [String] = []
        for (index, (name, values)) in targets.enumerated() {
            let id = "T\(index)".padding(toLength: 24, withPad: "0", startingAt: 0)
            let configuration = "C\(index)".padding(toLength: 24, withPad: "1", startingAt: 0)
            let list = "L\(index)".padding(toLength: 24, withPad: "1", startingAt: 0)
            ids.append(id)
            objects += [
                "\t\t\(configuration) = {isa = XCBuildConfiguration; buildSettings = {"
                    + settings(values) + "}; name = Debug; };",
                "\t\t\(list) = {isa = XCConfigurationList; buildConfigurations = (\(configuration)); };",
                "\t\t\(id) = {isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (); "
                    + "name = \(name); productType = \"com.apple.product-type.application\"; };",
            ]
        }
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \(objects.joined(separator: "\n"))
            \t\tP0000000000000000000000P = {isa = PBXProject; buildConfigurationList = L0000000000000000000000L;
            mainGroup = A0000000000000000000000A; targets = (\(ids.joined(separator: ", "))); };
            \t};
            \trootObject = P0000000000000000000000P;
            }
            """
    }

    @Test func anXcconfigsSDKNamesAreReadAsThePlatforms() {
        // Issue 36: a target whose project file says nothing, with `SDKROOT` in its .xcconfig.
        #expect(TargetPlatform.platforms(namedBy: ["iphoneos"]) == [.iOS])
        #expect(
            TargetPlatform.platforms(namedBy: ["macosx iphoneos iphonesimulator"])
                == [.iOS, .macOS])
        #expect(TargetPlatform.platforms(namedBy: ["$(inherited)", "auto"]).isEmpty)
    }
}
