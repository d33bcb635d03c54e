/** The part of frictionless's `datapackage` library (no types of its own) that the export tests use. */
declare module "datapackage" {
  interface ReadOptions { cast?: boolean; relations?: boolean; keyed?: boolean }
  export class Resource {
    static load(descriptor: object, options?: { basePath?: string }): Promise<Resource>;
    readonly name: string;
    readonly multipart: boolean;
    read(options?: ReadOptions): Promise<unknown[]>;
  }
  export class Package {
    static load(descriptor: string | object, options?: { basePath?: string }): Promise<Package>;
    readonly valid: boolean;
    readonly errors: Error[];
    readonly resources: Resource[];
    getResource(name: string): Resource;
  }
}
