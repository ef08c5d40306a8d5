import { taxonomyMessages } from '@shared/messages/taxonomy';
import { Card } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { FolderTreeIcon, TagsIcon } from 'lucide-react';
import { CategoriesSection } from './categories-section';
import { TagsSection } from './tags-section';

const t = taxonomyMessages.taxonomyAdmin;

/** SPEC 'Categorias e Tags': categories and tags tables with add, edit and delete (admin). */
export function TaxonomyPanel() {
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <Tabs defaultValue="categorias" className="gap-0">
        <div className="flex flex-col gap-4 border-b px-4 py-5 sm:px-6 md:flex-row md:items-end md:justify-between">
          <div className="grid grid-cols-1 gap-1">
            <h2 className="font-semibold text-lg leading-tight">{t.title}</h2>
            <p className="text-muted-foreground text-sm">{t.description}</p>
          </div>
          <TabsList className="grid w-full grid-cols-2 md:w-fit">
            <TabsTrigger value="categorias">
              <FolderTreeIcon aria-hidden />
              {t.tabCategories}
            </TabsTrigger>
            <TabsTrigger value="tags">
              <TagsIcon aria-hidden />
              {t.tabTags}
            </TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="categorias">
          <CategoriesSection />
        </TabsContent>
        <TabsContent value="tags">
          <TagsSection />
        </TabsContent>
      </Tabs>
    </Card>
  );
}
