import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenProject
@testable import ViperGenTemplates

/// IDETemplateMacros.plist files customise macros in Xcode's order, macro by macro: the
/// project's user data, the project's shared data, the workspace's user data, the workspace's
/// shared data, then Xcode's UserData folder; `//___FILEHEADER___` renders as Xcode renders it.
@Suite("IDETemplateMacros.plist")
struct TemplateMacrosTests {

    private let flags = ["--author", "Jane Appleseed", "--date", "2026-12-02"]

    @Test func theFileHeaderComesFromTheProjectAndItsMacrosFromEachLevel() throws {
        let (folder, app, variables) = try XcodeTemplateFixtures.macrosWorkspace()
        defer { withExtendedLifetime(folder) {} }
        let run = TestRun.run(
            ["module", "Payments", "--template", "Screen", "-o", "Generated", "-v"] + flags,
            in: app, variables: variables)
        #expect(run.code == .success, "\(run.err)")
        try GoldenTree.assertMatches(
            app.appendingPathComponent("Generated"), golden: "xcode-templates/fileheader")
        #expect(
            run.out.contains(
                """
                Macro FILEHEADER from MyApp.xcodeproj/xcshareddata/IDETemplateMacros.plist
                Macro ORGANIZATIONNAME from MyApp.xcodeproj/xcshareddata/IDETemplateMacros.plist
                Macro ORGDOMAIN from UserData/IDETemplateMacros.plist
                Macro SUPPORT from MyApp.xcworkspace/xcshareddata/IDETemplateMacros.plist
                Macro TEAM from MyApp.xcodeproj/xcuserdata/jane.xcuserdatad/IDETemplateMacros.plist

                """), "\(run.out)")
    }

    @Test func theOrganizationFlagBeatsThePlist() throws {
        let (folder, app, variables) = try XcodeTemplateFixtures.macrosWorkspace()
        defer { withExtendedLifetime(folder) {} }
        let run = TestRun.run(
            [
                "module", "Payments", "--template", "Screen", "-o", "Generated", "-q",
                "--organization", "Flag Org",
            ] + flags,
            in: app, variables: variables)
        #expect(run.code == .success, "\(run.err)")
        let view = try String(
            contentsOf: app.appendingPathComponent("Generated/PaymentsView.swift"), encoding: .utf8)
        #expect(view.contains("//  Copyright © 2026 Flag Org. All rights reserved.\n"), "\(view)")
    }

    @Test func withoutPlistsXcodesDefaultHeaderIsUsed() throws {
        let folder = try TemporaryFolder("viper-gen-macros")
        let run = TestRun.run(
            ["module", "Payments", "--template", "Screen", "-q"] + TestRun.fixedFlags,
            in: folder.url, variables: XcodeTemplateFixtures.xcodeVariables)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            try folder.read("PaymentsView.swift").hasPrefix(
                """
                //
                //  PaymentsView.swift
                //  Payments
                //
                //  Created by Jane Appleseed on 12/2/26.
                //  Copyright © 2026 Acme Inc. All rights reserved.
                //

                import SwiftUI
                """))
    }

    @Test func macrosThatUseEachOtherInACycleAreRefused() throws {
        let (folder, app, variables) = try XcodeTemplateFixtures.macrosWorkspace()
        defer { withExtendedLifetime(folder) {} }
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>TEAM</key><string>___SUPPORT___</string>
            </dict></plist>
            """.utf8
        ).write(
            to: app.appendingPathComponent(
                "MyApp.xcodeproj/xcuserdata/jane.xcuserdatad/IDETemplateMacros.plist"))
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>SUPPORT</key><string>ask ___TEAM___</string>
            </dict></plist>
            """.utf8
        ).write(
            to: app.appendingPathComponent(
                "MyApp.xcworkspace/xcshareddata/IDETemplateMacros.plist"))
        let run = TestRun.run(
            ["module", "Payments", "--template", "Screen", "-o", "Generated"] + flags,
            in: app, variables: variables)
        #expect(run.code == .badTemplate)
        #expect(
            run.err.contains(
                "the macro '___TEAM___' is used inside itself (FILEHEADER → TEAM → SUPPORT → TEAM)"
            ), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: app.path + "/Generated"))
    }

    @Test func aPlistThatIsNotADictionaryOfStringsIsRefused() throws {
        let (folder, app, variables) = try XcodeTemplateFixtures.macrosWorkspace()
        defer { withExtendedLifetime(folder) {} }
        let file = app.appendingPathComponent("UserData/IDETemplateMacros.plist")
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>TEAM</key><integer>7</integer></dict></plist>
            """.utf8
        ).write(to: file)
        let run = TestRun.run(
            ["module", "Payments", "--template", "Screen"] + flags, in: app, variables: variables)
        #expect(run.code == .badTemplate)
        #expect(
            run.err.hasPrefix(
                "Error: \(file.path) is not a usable IDETemplateMacros.plist: the value of TEAM is "
                    + "not a string."), "\(run.err)")
    }

    @Test func aControlCharacterInAValueMacroIsRefused() throws {
        let (folder, app, variables) = try XcodeTemplateFixtures.macrosWorkspace()
        defer { withExtendedLifetime(folder) {} }
        let file = app.appendingPathComponent(
            "MyApp.xcodeproj/xcshareddata/IDETemplateMacros.plist")
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>ORGANIZATIONNAME</key><string>Acme
            let pwned = 1</string></dict></plist>
            """.utf8
        ).write(to: file)
        let run = TestRun.run(
            ["module", "Payments", "--template", "Screen"] + flags, in: app, variables: variables)
        #expect(run.code == .usage)
        #expect(
            run.err.hasPrefix(
                "Error: \(file.path): ORGANIZATIONNAME 'Acme\\nlet pwned = 1' contains U+000A LINE "
                    + "FEED"), "\(run.err)")
    }

    @Test func theFilesAreLookedUpInXcodesOrder() {
        let paths = TemplateMacroFiles(fileSystem: LocalFileSystem()).paths(
            from: AbsolutePath(
                XcodeTemplateFixtures.root.appendingPathComponent("Macros").path, relativeTo: .root),
            login: "jane",
            variables: ["VIPER_GEN_XCODE_USERDATA": "/u"])
        let root = XcodeTemplateFixtures.root.appendingPathComponent("Macros").path
        #expect(
            paths == [
                root + "/MyApp.xcodeproj/xcuserdata/jane.xcuserdatad/IDETemplateMacros.plist",
                root + "/MyApp.xcodeproj/xcshareddata/IDETemplateMacros.plist",
                root + "/MyApp.xcworkspace/xcuserdata/jane.xcuserdatad/IDETemplateMacros.plist",
                root + "/MyApp.xcworkspace/xcshareddata/IDETemplateMacros.plist",
                "/u/IDETemplateMacros.plist",
            ])
    }

    @Test func aSwiftPackagesWorkspaceCounts() throws {
        let folder = try TemporaryFolder("viper-gen-macros")
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        try folder.makeDirectory(".swiftpm/xcode/package.xcworkspace/xcshareddata")
        let paths = TemplateMacroFiles(fileSystem: LocalFileSystem()).paths(
            from: folder.absolutePath("Sources"), login: nil, variables: [:])
        #expect(
            paths == [
                folder.path(
                    ".swiftpm/xcode/package.xcworkspace/xcshareddata/IDETemplateMacros.plist")
            ])
    }
}
