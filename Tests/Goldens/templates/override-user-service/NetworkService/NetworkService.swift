//  NetworkService.swift (from my user template)

protocol NetworkServiceType: Sendable {}

actor NetworkService: NetworkServiceType {}
