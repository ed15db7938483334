import Foundation
import Testing
import ViperGenTestSupport

/// The list of real apps and its golden table agree, and the readers the measure relies on
/// read what they should: these run everywhere, fixtures or not.
@Suite("Real apps: the list and the measure's readers")
struct RealAppListTests {
    @Test func theListHasThirtyPermissivelyLicensedAppsOfManyKinds() {
        let apps = RealApp.all
        #expect(apps.count >= 30)
        #expect(Set(apps.map(\.name)).count == apps.count, "a name is listed twice")
        #expect(Set(apps.map(\.repository)).count == apps.count, "a repository is listed twice")
        let licences: Set<String> = ["MIT", "Apache-2.0", "BSD-3-Clause", "BSD-2-Clause"]
        #expect(apps.filter { !licences.contains($0.licence) }.isEmpty)
        #expect(apps.allSatisfy { $0.commit.count == 40 })
        #expect(Set(apps.map { $0.kind.split(separator: "-").first ?? "" }).count >= 8)
    }

    @Test func theTableListsExactlyTheListedApps() {
        let names = RealAppOutcomeTable.names(in: RealAppOutcomeTable.committed)
        #expect(names == RealApp.all.map(\.name))
    }

    @Test func aProjectsApplicationTargetsAndWhatTheyBuildAreRead() throws {
        let classic = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent(
                "Tests/Fixtures/Xcode/objectVersion-46.pbxproj"), encoding: .utf8)
        let listing = ProjectTargetListing(classic)
        #expect(listing.applications.map(\.name) == ["MyApp"])
        #expect(listing.applicationBuilds("MyApp/Main/MainView.swift"))
        // The share extension's and the unit tests' files are not the app's.
        #expect(!listing.applicationBuilds("ShareExtension/ShareViewController.swift"))
        #expect(!listing.applicationBuilds("MyAppTests/MyAppTests.swift"))

        let synchronized = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent(
                "Tests/Fixtures/Xcode/objectVersion-77.pbxproj"), encoding: .utf8)
        let folders = ProjectTargetListing(synchronized)
        #expect(folders.applications.map(\.synchronizedFolders) == [["MyApp"]])
        #expect(folders.applicationBuilds("MyApp/Modules/Payments/PaymentsView.swift"))
        #expect(!folders.applicationBuilds("MyAppWidget/Payments.swift"))
        #expect(!folders.applicationBuilds("MyAppX/Payments.swift"))
    }

    @Test func theLicenceTextsAreToldApart() {
        #expect(
            PermissiveLicence.named(in: "Permission is hereby granted,\n free of charge") == "MIT")
        #expect(
            PermissiveLicence.named(in: "Apache License\n Version 2.0, January 2004")
                == "Apache-2.0")
        #expect(
            PermissiveLicence.named(in: "Redistribution and use in source and binary forms")
                == "BSD")
        #expect(PermissiveLicence.named(in: "GNU GENERAL PUBLIC LICENSE Version 3") == nil)
        #expect(PermissiveLicence.named(in: "CC0 1.0 Universal") == nil)
    }

    @Test func objectiveCHeadersDeclareTheirClassesAndProtocols() {
        let header = "@class Later;\n@interface MUServer : NSObject\n@end\n@protocol MUDelegate;\n"
        #expect(ObjectiveCHeader.declaredNames(header) == ["MUServer", "MUDelegate"])
    }
}
