import Testing
import ViperGenXcode

/// Issue 36: the build settings `init` reads from an app target, Xcode's way: the target's over
/// its `.xcconfig`, over the project's, over the project's `.xcconfig`; includes followed.
@Suite("App build settings")
struct AppBuildSettingsTests {
    private func settings(_ project: BuildSettingsProject) throws -> AppBuildSettings {
        let read = try AppBuildSettings.read(
            inProject: project.bytes, file: "Shop.xcodeproj/project.pbxproj", target: "Shop")
        return try #require(read)
    }

    @Test func theTargetsSettingWinsOverTheProjects() throws {
        var project = BuildSettingsProject()
        project.project = ["Debug": ["SWIFT_VERSION": "5.0", "IPHONEOS_DEPLOYMENT_TARGET": "15.0"]]
        project.target = ["Debug": ["SWIFT_VERSION": "6.0"]]
        let read = try settings(project)
        #expect(read.configurations.map(\.name) == ["Debug", "Release"])
        #expect(read.value(of: "SWIFT_VERSION", files: [:]) == ["6.0"])
        #expect(read.value(of: "IPHONEOS_DEPLOYMENT_TARGET", files: [:]) == ["15.0"])
    }

    @Test func eachConfigurationGivesItsOwnValue() throws {
        var project = BuildSettingsProject()
        project.target = [
            "Debug": ["IPHONEOS_DEPLOYMENT_TARGET": "16.0"],
            "Release": ["IPHONEOS_DEPLOYMENT_TARGET": "15.0"],
        ]
        #expect(
            try settings(project).value(of: "IPHONEOS_DEPLOYMENT_TARGET", files: [:]) == [
                "16.0", "15.0",
            ])
    }

    @Test func aMissingSettingHasNoValue() throws {
        var project = BuildSettingsProject()
        project.target = ["Debug": ["PRODUCT_NAME": "Shop"]]
        #expect(
            try settings(project).value(of: "SWIFT_DEFAULT_ACTOR_ISOLATION", files: [:]).isEmpty)
    }

    @Test func anotherTargetIsNotRead() throws {
        let read = try AppBuildSettings.read(
            inProject: BuildSettingsProject().bytes, file: "Shop.xcodeproj/project.pbxproj",
            target: "Store")
        #expect(read == nil)
    }

    @Test func xcconfigFilesSitBetweenTheLevels() throws {
        var project = BuildSettingsProject()
        project.targetBase = "Shop.xcconfig"
        project.projectBase = "Base.xcconfig"
        project.project = ["Debug": ["SWIFT_VERSION": "5.0"], "Release": ["SWIFT_VERSION": "5.0"]]
        let read = try settings(project)
        #expect(read.baseConfigurations == ["Config/Shop.xcconfig", "Config/Base.xcconfig"])
        let files = [
            "Config/Shop.xcconfig": ["SWIFT_VERSION": "6.0"],
            "Config/Base.xcconfig": ["IPHONEOS_DEPLOYMENT_TARGET": "12.0", "SWIFT_VERSION": "4.2"],
        ]
        // The target's .xcconfig over the project's settings, which are over its .xcconfig.
        #expect(read.value(of: "SWIFT_VERSION", files: files) == ["6.0"])
        #expect(read.value(of: "IPHONEOS_DEPLOYMENT_TARGET", files: files) == ["12.0"])
    }

    @Test func anXcconfigInASynchronizedFolderIsFoundByItsAnchor() throws {
        // Xcode 16 names it by a synchronized folder and a path inside it (NetNewsWire does).
        var project = BuildSettingsProject()
        project.anchoredTargetBase = "Shop_target.xcconfig"
        let read = try settings(project)
        #expect(read.baseConfigurations == ["Settings/Shop_target.xcconfig"])
        let files = ["Settings/Shop_target.xcconfig": ["SDKROOT": "iphoneos"]]
        #expect(read.value(of: "SDKROOT", files: files) == ["iphoneos"])
    }

    @Test func inheritedAloneDefersToTheLevelBelow() throws {
        var project = BuildSettingsProject()
        project.target = ["Debug": ["SWIFT_DEFAULT_ACTOR_ISOLATION": "$(inherited)"]]
        project.project = ["Debug": ["SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor"]]
        #expect(
            try settings(project).value(of: "SWIFT_DEFAULT_ACTOR_ISOLATION", files: [:]) == [
                "MainActor"
            ])
    }
}
