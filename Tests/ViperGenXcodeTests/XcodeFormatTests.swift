import Foundation
import Testing
import ViperGenXcode

/// Issue 12: the edited files keep Xcode's layout: sections sorted by identifier, identifiers
/// unique, new lines in the fixture's indentation.
@Suite("Xcode project layout")
struct XcodeFormatTests {
    @Test(arguments: XcodeFixture.versions)
    func sectionsStaySortedAndIdentifiersUnique(version: Int) throws {
        let paths =
            XcodeFixture.module("Payments", in: XcodeFixture.modulesFolder(version))
            + ["MyApp/Resources/Payments.xcassets"]
        let result = try XcodeFixture.add(
            paths, to: try XcodeFixture.bytes(version), version: version, target: "MyApp")
        let after = try #require(XcodeFixture.edited(result))
        var section: String?
        var ids: [String: [String]] = [:]
        for line in String(decoding: after, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("/* Begin ") {
                section = String(line.split(separator: " ")[2])
            } else if line.hasPrefix("/* End ") {
                section = nil
            } else if let section, line.hasPrefix("\t\t"), !line.hasPrefix("\t\t\t"),
                !line.hasPrefix("\t\t}")
            {
                let id = String(line.dropFirst(2).prefix { $0 != " " })
                ids[section, default: []].append(id)
            }
        }
        #expect(ids["PBXBuildFile"]?.count ?? 0 >= 8)
        for (name, list) in ids {
            #expect(list == list.sorted(), "objectVersion \(version): \(name) is not sorted")
        }
        let all = ids.values.flatMap { $0 }
        #expect(Set(all).count == all.count, "objectVersion \(version): repeated identifiers")
        #expect(all.allSatisfy { $0.count == 24 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test func newGroupsAreWrittenLikeXcodesGroups() throws {
        let paths = XcodeFixture.module("Payments", in: "MyApp/Classes/Modules")
        let after = try #require(
            XcodeFixture.edited(
                try XcodeFixture.add(paths, to: try XcodeFixture.bytes(60), version: 60)))
        let text = String(decoding: after, as: UTF8.self)
        let view = try #require(text.range(of: " /* View */ = {\n"))
        let entry = text[view.upperBound...].prefix { $0 != "}" }
        #expect(
            entry.hasPrefix(
                "\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\t"))
        #expect(
            entry.hasSuffix(
                " /* PaymentsView.swift */,\n\t\t\t);\n\t\t\tpath = View;\n"
                    + "\t\t\tsourceTree = \"<group>\";\n\t\t"))
    }
}
