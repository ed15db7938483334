import Foundation
import Testing

@testable import ViperGenSwiftSource

/// Removing a registration takes out exactly the lines adding wrote, for every site; what is not
/// there is already absent, and what cannot be found surely is left to the user.
@Suite("Registration removal")
struct RegistrationRemovalTests {
    private let payments = RegistrationSubject(
        kind: .module, name: "Payments", caseName: "payments")
    private let orders = RegistrationSubject(kind: .module, name: "Orders", caseName: "orders")

    /// The text with `subject` added, failing the test when it is not edited.
    private func adding(
        _ subject: RegistrationSubject, to text: String, in fixture: RemovalFixture
    ) throws -> String {
        guard case .edited(let edited) = fixture.site.register(subject, in: text) else {
            Issue.record("\(fixture.name): \(subject.name) was not added")
            throw RemovalTestFailure()
        }
        #expect(edited != text)
        return edited
    }

    @Test(arguments: RemovalFixture.all)
    func addingThenRemovingGivesBackTheTextByteForByte(_ fixture: RemovalFixture) throws {
        let added = try adding(payments, to: fixture.text, in: fixture)
        // Where removing cannot tell which text adding started from, both give the same text.
        #expect(fixture.site.register(payments, in: fixture.afterRemoval) == .edited(added))
        #expect(fixture.site.remove(payments, from: added) == .edited(fixture.afterRemoval))
    }

    @Test(arguments: RemovalFixture.all)
    func eachOfSeveralSubjectsComesOutAlone(_ fixture: RemovalFixture) throws {
        let first = try adding(payments, to: fixture.text, in: fixture)
        let both = try adding(orders, to: first, in: fixture)
        let ordersAlone = try adding(orders, to: fixture.text, in: fixture)
        #expect(fixture.site.remove(orders, from: both) == .edited(first))
        #expect(fixture.site.remove(payments, from: both) == .edited(ordersAlone))
        #expect(fixture.site.remove(orders, from: ordersAlone) == .edited(fixture.afterRemoval))
    }

    @Test(arguments: RemovalFixture.all)
    func severalAddedInOneEditComeOutOneByOne(_ fixture: RemovalFixture) throws {
        let results = fixture.site.register([payments, orders], in: fixture.text)
        guard case .edited(let both) = results.first, results.last == results.first else {
            Issue.record("\(fixture.name): not added together")
            return
        }
        guard case .edited(let withoutPayments) = fixture.site.remove(payments, from: both) else {
            Issue.record("\(fixture.name): Payments was not removed")
            return
        }
        #expect(fixture.site.remove(orders, from: withoutPayments) == .edited(fixture.afterRemoval))
    }

    @Test(arguments: RemovalFixture.all)
    func removingWhatIsNotThereChangesNothing(_ fixture: RemovalFixture) throws {
        #expect(fixture.site.remove(payments, from: fixture.text) == .alreadyAbsent)
        let added = try adding(orders, to: fixture.text, in: fixture)
        #expect(fixture.site.remove(payments, from: added) == .alreadyAbsent)
    }

    @Test(arguments: RemovalFixture.all)
    func anAmbiguousPlaceIsLeftToTheUser(_ fixture: RemovalFixture) throws {
        let added = try adding(payments, to: fixture.text, in: fixture)
        guard
            case .manual(let reasons, let steps) = fixture.site.remove(
                payments, from: added + added)
        else {
            Issue.record("\(fixture.name): a doubled file was edited")
            return
        }
        #expect(!reasons.isEmpty)
        #expect(!steps.isEmpty)
    }

    @Test func aRegistrationChangedByHandIsLeftToTheUser() throws {
        let fixture = RemovalFixture.all[0]
        let added = try adding(payments, to: fixture.text, in: fixture)
        let changed = added.replacingOccurrences(
            of: "(PaymentsAssembly.self)\n", with: "(PaymentsAssembly.self)  // payments\n")
        #expect(changed != added)
        guard case .manual(let reasons, let steps) = fixture.site.remove(payments, from: changed)
        else {
            Issue.record("a changed line was removed")
            return
        }
        #expect(reasons == ["its lines are not laid out as viper-gen adds them"])
        #expect(steps.map(\.line) == ["container.apply(PaymentsAssembly.self)"])
    }

    @Test func aRegistrationOnlyInsideAnIfBlockIsLeftToTheUser() {
        let text = """
            enum Views {
                case main
                #if DEBUG
                    case payments
                #endif
                var stringKey: String {
                    switch self {
                    case .main: return "main"
                    #if DEBUG
                        case .payments: return "payments"
                    #endif
                    }
                }
            }

            """
        guard case .manual(let reasons, _) = ViewsEnumSite().remove(payments, from: text) else {
            Issue.record("a conditional case was removed")
            return
        }
        #expect(reasons.contains { $0.contains("declared only inside #if DEBUG") })
    }
}

/// Stops a removal test whose setup failed (the failure itself is recorded as an issue).
struct RemovalTestFailure: Error {}
