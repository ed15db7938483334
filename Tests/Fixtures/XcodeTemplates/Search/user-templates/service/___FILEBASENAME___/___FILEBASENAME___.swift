//  ___FILENAME___ (from my user template)

protocol ___FILEBASENAMEASIDENTIFIER___Type: Sendable {}

actor ___FILEBASENAMEASIDENTIFIER___: ___FILEBASENAMEASIDENTIFIER___Type {}
