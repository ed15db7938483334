//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The ___VARIABLE_moduleName___ interactor for tests that records the work asked of it.
///
/// For each method you add to the interactor protocol, record the call here, with a settable
/// result for methods that return one, so presenter tests control the business logic.
final class ___VARIABLE_moduleName___InteractorSpy: ___VARIABLE_moduleName___InteractorProtocol {}
